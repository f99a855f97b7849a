/**
 * The one small interface every payment gateway implements (simulator.ts, midtrans.ts), so checkout and
 * reconciliation never know which one is configured. Both speak Midtrans's notification format back to us.
 */
import type { PaymentChannel } from '../../../contracts/commerce';

/** What a gateway needs to open a transaction for one invoice. */
export type GatewayInvoice = {
  invoiceId: string;
  amount: number;
  channel: PaymentChannel;
  packageId: number;
  packageName: string;
  customer: { name: string; email: string; phone: string | null };
  expiresAt: Date;
  /** Minutes from now to `expiresAt`. */
  expiryMinutes: number;
  /** Public origin of the app (scheme + host), for links back to us. */
  origin: string;
};

/** A transaction the gateway opened. */
export type CreatedTransaction = {
  /** URL the student is sent to: absolute (a gateway's page), or a path on our own origin (the simulator). */
  paymentLink: string;
  /** What to show the student (VA number, QR payload), when the gateway knows it already. */
  instructions: Record<string, string> | null;
  /** The gateway's own id of the transaction, when it gives one. */
  reference: string | null;
};

export interface PaymentGateway {
  readonly name: 'simulator' | 'midtrans';
  /** Opens a transaction; throws GatewayError when the gateway refuses or cannot be reached. */
  createTransaction(invoice: GatewayInvoice): Promise<CreatedTransaction>;
  /**
   * The invoice's current status as the gateway reports it, in Midtrans's notification shape (to be
   * verified and applied like a notification), or null when the gateway holds nothing newer than we do.
   */
  fetchStatus(invoiceId: string): Promise<unknown | null>;
}

/** The gateway refused a call or could not be reached; the message is for the log, not the student. */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
}
