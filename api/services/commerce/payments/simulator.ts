/**
 * The simulator gateway (PAYMENT_GATEWAY=simulator, the default): our own server hosts the payment page
 * (routes/payment-simulator.ts) and, when the student presses a button there, sends our notification
 * handler exactly what Midtrans would send: the same fields and the same SHA-512 signature. Nothing leaves
 * the machine, so demos and tests run offline through the real notification path.
 */
import { randomUUID } from 'node:crypto';
import type { PaymentChannel } from '../../../contracts/commerce';
import { simulatorInstructions, simulatorPath } from '../../../lib/simulator-invoice';
import type { CreatedTransaction, GatewayInvoice, PaymentGateway } from './gateway';
import { notificationSignature } from './signature';

/** Midtrans's payment_type for a channel. */
export function paymentTypeOf(channel: string): string {
  if (channel === 'mandiri') return 'echannel';
  if (['bca', 'bni', 'bri'].includes(channel)) return 'bank_transfer';
  if (channel === 'card') return 'credit_card';
  return channel; // qris, gopay, shopeepay
}

/** A time as Midtrans writes it: `YYYY-MM-DD HH:mm:ss` in Jakarta time (UTC+7). */
export function midtransTime(at: Date): string {
  return new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

export type SimulatorAction = 'pay' | 'fail' | 'expire';

/** The notification Midtrans would send for `action` on this invoice, signed with `serverKey`. */
export function simulatedNotification(
  payment: { invoiceId: string; amount: number; channel: string; reference: string | null },
  action: SimulatorAction,
  serverKey: string,
  now = new Date(),
): Record<string, unknown> {
  const paymentType = paymentTypeOf(payment.channel);
  const [transactionStatus, statusCode] =
    action === 'pay'
      ? [paymentType === 'credit_card' ? 'capture' : 'settlement', '200']
      : action === 'fail'
        ? ['deny', '202']
        : ['expire', '407'];
  const grossAmount = `${payment.amount}.00`;
  const body: Record<string, unknown> = {
    transaction_time: midtransTime(now),
    transaction_status: transactionStatus,
    transaction_id: payment.reference ?? randomUUID(),
    status_message: 'midtrans payment notification',
    status_code: statusCode,
    signature_key: notificationSignature(payment.invoiceId, statusCode, grossAmount, serverKey),
    payment_type: paymentType,
    order_id: payment.invoiceId,
    merchant_id: 'SIMULATOR',
    gross_amount: grossAmount,
    fraud_status: action === 'fail' && paymentType === 'credit_card' ? 'deny' : 'accept',
    currency: 'IDR',
  };
  if (action === 'pay') body.settlement_time = midtransTime(now);
  if (paymentType === 'bank_transfer') {
    const instructions = simulatorInstructions(payment.invoiceId, payment.channel as PaymentChannel, payment.amount);
    if (instructions.vaNumber) body.va_numbers = [{ bank: payment.channel, va_number: instructions.vaNumber }];
  }
  return body;
}

export const simulatorGateway: PaymentGateway = {
  name: 'simulator',
  async createTransaction(invoice: GatewayInvoice): Promise<CreatedTransaction> {
    return {
      // Stored as a path: the API answers it as an absolute URL on the origin the student came from.
      paymentLink: simulatorPath(invoice.invoiceId),
      instructions: simulatorInstructions(invoice.invoiceId, invoice.channel, invoice.amount),
      reference: randomUUID(),
    };
  },
  // The simulator keeps no state of its own: what our database says is all there is.
  async fetchStatus(): Promise<null> {
    return null;
  },
};
