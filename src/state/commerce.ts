/**
 * The student's commerce calls (api/contracts/commerce.ts), shared by the subscription page, the
 * receipt and the public payment result page, which live in different feature folders.
 */
import type { CheckoutResult, PaymentChannel } from '../../api/contracts/commerce';
import { apiClient, quietApiClient, read } from '../api-client';

const student = apiClient.api.student;
/** An invoice id comes from the page's address: encoded, so it stays one path segment. */
const invoice = (invoiceId: string) => ({ param: { invoiceId: encodeURIComponent(invoiceId) } });

export const commerceApi = {
  /** Starts (or resumes: the pending invoice of the same package) a payment of `packageId`. */
  checkout: (packageId: number, channel: PaymentChannel) =>
    read(student.checkout.$post({ json: { packageId, channel } })),
  invoices: () => read(student.payments.$get()),
  invoice: (invoiceId: string, options: { quiet?: boolean } = {}) =>
    read((options.quiet ? quietApiClient : apiClient).api.student.payments[':invoiceId'].$get(invoice(invoiceId))),
  /** Asks the gateway for the invoice's current status, then returns the invoice. */
  checkStatus: (invoiceId: string) => read(student.payments[':invoiceId'].check.$post(invoice(invoiceId))),
  receipt: (invoiceId: string) => read(student.payments[':invoiceId'].receipt.$get(invoice(invoiceId))),
  current: () => read(student.subscription.$get()),
};

/**
 * Creates the invoice and sends the browser to the gateway's payment page (our simulator or Midtrans).
 * Rejects with the API error when the checkout is refused; resolves once the navigation has started.
 */
export async function startCheckout(packageId: number, channel: PaymentChannel): Promise<CheckoutResult> {
  const { data } = await commerceApi.checkout(packageId, channel);
  goToPayment(data);
  return data;
}

/** Sends the browser to an invoice's payment page (a full navigation: the gateway is another page). */
export function goToPayment(invoice: Pick<CheckoutResult, 'paymentLink'>): void {
  window.location.assign(invoice.paymentLink);
}
