/**
 * Midtrans's notification signature: SHA-512 hex of order_id + status_code + gross_amount + server key,
 * compared in constant time so a forger learns nothing from how long a refusal takes.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The signature_key Midtrans puts on a notification (and the simulator on its own). */
export function notificationSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string) {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest('hex');
}

/** True when `signature` is the expected one; any other text (wrong length, not hex) is simply false. */
export function signatureMatches(
  fields: { order_id: string; status_code: string; gross_amount: string; signature_key: string },
  serverKey: string,
): boolean {
  const expected = Buffer.from(
    notificationSignature(fields.order_id, fields.status_code, fields.gross_amount, serverKey),
    'utf8',
  );
  const given = Buffer.from(fields.signature_key.toLowerCase(), 'utf8');
  // timingSafeEqual needs equal lengths; comparing against itself keeps the time the same either way.
  if (given.length !== expected.length) return !timingSafeEqual(expected, expected);
  return timingSafeEqual(given, expected);
}
