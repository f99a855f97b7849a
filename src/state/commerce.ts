/**
 * The student's commerce calls (api/contracts/commerce.ts), shared by the subscription page, the
 * receipt and the public payment result page, which live in different feature folders.
 */
import type {
  CheckoutResult,
  CurrentSubscription,
  PaymentChannel,
  Receipt,
  StudentInvoice,
  StudentInvoiceRow,
} from '../../api/contracts/commerce';
import { api, type DataResponse, type ListResponse } from '../api-client';

const invoicePath = (invoiceId: string) => `student/payments/${encodeURIComponent(invoiceId)}`;

export const commerceApi = {
  /** Starts (or resumes: the pending invoice of the same package) a payment of `packageId`. */
  checkout: (packageId: number, channel: PaymentChannel) =>
    api.post<DataResponse<CheckoutResult>>('student/checkout', { packageId, channel }),
  invoices: () => api.get<ListResponse<StudentInvoiceRow>>('student/payments'),
  invoice: (invoiceId: string, options: { quiet?: boolean } = {}) =>
    api.get<DataResponse<StudentInvoice>>(invoicePath(invoiceId), options),
  /** Asks the gateway for the invoice's current status, then returns the invoice. */
  checkStatus: (invoiceId: string) => api.post<DataResponse<StudentInvoice>>(`${invoicePath(invoiceId)}/check`),
  receipt: (invoiceId: string) => api.get<DataResponse<Receipt>>(`${invoicePath(invoiceId)}/receipt`),
  current: () => api.get<DataResponse<CurrentSubscription>>('student/subscription'),
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
