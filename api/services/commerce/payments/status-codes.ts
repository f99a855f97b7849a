/**
 * Which `status_code` and `fraud_status` Midtrans sends with each `transaction_status`, from its published
 * documentation (Code 2xx, Transaction Status Cycle, the HTTP notification and Get Status samples): 200 for a
 * success (settlement, an accepted capture, refund, a card cancel), 201 for pending (and a capture the fraud check
 * challenges), 202 for a denial (deny, a denied capture, an expired or cancelled pending payment), 407 for an
 * expiry as the expire and status APIs report it. The signature covers `status_code` but not
 * `transaction_status`, so a notification applies only when the two agree: a signed "pending" re-sent as
 * "settlement" is refused.
 */

/** The status codes a transaction status may come with, by fraud status (`*`: any, absent included). */
const AGREEMENT: Record<string, Record<string, readonly string[]>> = {
  settlement: { accept: ['200'], '': ['200'] },
  capture: { accept: ['200'], '': ['200'], challenge: ['201'], deny: ['202'] },
  pending: { accept: ['201'], '': ['201'], challenge: ['201'] },
  deny: { '*': ['202'] },
  cancel: { '*': ['200', '202'] },
  expire: { '*': ['202', '407'] },
  failure: { '*': ['202'] },
  refund: { '*': ['200'] },
};

/**
 * Whether a notification's `status_code` and `fraud_status` are ones Midtrans sends with its `transaction_status`.
 * A status this table does not list never moves a payment (payment-transitions.ts) and is not judged here.
 */
export function statusAgrees(body: {
  transaction_status: string;
  status_code: string;
  fraud_status?: string;
}): boolean {
  const byFraud = AGREEMENT[body.transaction_status];
  if (!byFraud) return true;
  const codes = byFraud['*'] ?? byFraud[body.fraud_status ?? ''];
  return codes?.includes(body.status_code) ?? false;
}
