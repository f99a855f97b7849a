/**
 * Contract of commerce: checkout, the student's invoices and receipts, the payment gateway's
 * HTTP notification, and the admin's grant / end / manual payment / notification history / revenue.
 * Request bodies are zod schemas (the server validates with them); responses are types the client reads
 * with `import type`. Times are ISO 8601 strings (UTC); amounts are whole Rupiah.
 *
 * Endpoints (all under /api; every error answers `{ error: { code, message } }`):
 *
 * Student (session with role student; another student's invoice answers 404, never its content):
 * - POST /student/checkout                      body CheckoutBody      → 201 { data: CheckoutResult } for a new
 *        invoice, 200 { data: CheckoutResult } when a pending invoice of that package already exists (that one is
 *        returned, whatever channel is asked). 400 validation (unknown channel, unknown or trashed package).
 *        The browser then goes to `data.paymentLink` (a full URL: our simulator page or Midtrans Snap).
 * - GET  /student/payments                      → { data: StudentInvoiceRow[], total, filtered } newest first
 * - GET  /student/payments/{invoiceId}          → { data: StudentInvoice } (instructions, package, course, times)
 * - POST /student/payments/{invoiceId}/check    (no body) → { data: StudentInvoice }: asks the gateway for the
 *        current status first (the "check status" button of /payment/pending; with the simulator it only applies
 *        expiry)
 * - GET  /student/payments/{invoiceId}/receipt  → { data: Receipt } (the printable receipt's fields)
 * - GET  /student/payments/{invoiceId}/qr.svg   → image/svg+xml of the QR payload (qris and e-wallet invoices of
 *        the simulator; 404 otherwise); use it as `<img src>`, it is `instructions.qrImageUrl`
 * - GET  /student/subscription                  → { data: CurrentSubscription } (active subscription with its end
 *        date, the renewal package, a pending invoice if any)
 * - Existing and unchanged: GET /student/packages (PackageView[]), GET /student/subscriptions.
 *
 * Gateway (server to server; no session; exempt from the same-origin guard only):
 * - POST /payments/notification                 body MidtransNotification → 200 { data: { outcome } };
 *        401 bad signature, 404 unknown order, 400 malformed or wrong gross_amount. Nothing changes on an error.
 *
 * Simulator (PAYMENT_GATEWAY=simulator only; server-rendered HTML, the invoice owner's session):
 * - GET  /payments/simulator/{invoiceId}        → the payment page (paymentLink points here)
 * - POST /payments/simulator/{invoiceId}        multipart form SimulatorAction → 303 to
 *        /payment/{success|failed|expired|pending}?invoice={invoiceId}
 *
 * Admin (session with role admin):
 * - POST /admin/subscriptions/grant             body GrantSubscriptionBody → 201 { data: AdminSubscriptionResult }
 * - POST /admin/subscriptions/{id}/end          body EndSubscriptionBody   → 200 { data: AdminSubscriptionResult }
 *        (ends it now; 404 unknown, 409 already ended)
 * - POST /admin/payments/manual                 body ManualPaymentBody     → 201 { data: ManualPaymentResult }
 *        (a paid invoice plus its subscription, exactly as a settlement makes them)
 * - GET  /admin/payments/{id}/notifications     → { data: PaymentNotificationRow[] } oldest first
 * - GET  /admin/dashboard                       → as before, plus `revenueByMonth: RevenueMonth[]` (last 12
 *        months, oldest first, months in Asia/Jakarta time)
 * - Existing and unchanged: the generic lists /admin/payments, /admin/subscriptions, /admin/packages.
 *   Admin payment rows may now carry status 'refunded'. A generic `PUT /admin/payments/{id}` that changes the status
 *   answers 409: statuses move only through the gateway, the expiry and the manual record.
 *
 * Notes for screens: `channel` of payments made before checkout existed (seed, imports) may be free text such as
 * 'BCA Virtual Account'; manual ones are 'transfer' or 'cash'. Student notifications about an invoice link to
 * `/payment/{success|pending|failed|expired}?invoice={invoiceId}`, the others to `/subscription`.
 */
import { z } from 'zod';
import { idField } from './admin-content';
import { optionalText, requiredText } from './common';

// ─── channels ────────────────────────────────────────────────────────────────

/** How a channel is paid; the UI translates the kind ("Virtual Account", "E-wallet", "Kartu kredit"). */
export type PaymentChannelKind = 'va' | 'qris' | 'ewallet' | 'card';

/** Every channel a student can pick, in display order. `name` is a brand name, shown as written. */
export const PAYMENT_CHANNELS = [
  { id: 'bca', kind: 'va', name: 'BCA' },
  { id: 'bni', kind: 'va', name: 'BNI' },
  { id: 'bri', kind: 'va', name: 'BRI' },
  { id: 'mandiri', kind: 'va', name: 'Mandiri' },
  { id: 'qris', kind: 'qris', name: 'QRIS' },
  { id: 'gopay', kind: 'ewallet', name: 'GoPay' },
  { id: 'shopeepay', kind: 'ewallet', name: 'ShopeePay' },
  { id: 'card', kind: 'card', name: 'Visa / Mastercard / JCB' },
] as const satisfies readonly { id: string; kind: PaymentChannelKind; name: string }[];

export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number]['id'];
/** Channel ids, for `z.enum`. */
export const paymentChannelIds = PAYMENT_CHANNELS.map((c) => c.id) as [PaymentChannel, ...PaymentChannel[]];
/** Channels of manual payments recorded by an admin: the gateway channels plus a plain bank transfer or cash. */
export const manualChannelIds = [...paymentChannelIds, 'transfer', 'cash'] as const;
export type ManualChannel = (typeof manualChannelIds)[number];

/** Stored status of a payment. `refunded` ends the subscription the payment made. */
export type PaymentStatus = 'pending' | 'paid' | 'expired' | 'failed' | 'refunded';

// ─── student ─────────────────────────────────────────────────────────────────

/** `POST /api/student/checkout`. */
export const checkoutBody = z.object({
  packageId: idField(),
  channel: z.enum(paymentChannelIds, 'invalidValue'),
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

const localized = z.object({ id: z.string().optional(), en: z.string().optional() });
const paymentStatus = z.enum(['pending', 'paid', 'expired', 'failed', 'refunded']);
const courseRef = z.object({ id: z.number(), title: localized });
const period = z.object({ start: z.string(), end: z.string() });

export const checkoutResult = z.object({
  invoiceId: z.string(),
  status: paymentStatus,
  amount: z.number(),
  channel: z.enum(manualChannelIds),
  /** Absolute URL to send the browser to. */
  paymentLink: z.string(),
  expiresAt: z.string(),
});
export type CheckoutResult = z.infer<typeof checkoutResult>;

/** What to do to pay, per channel kind. Null when the gateway has not told us yet (Midtrans before a choice). */
export const paymentInstructions = z.union([
  z.object({ kind: z.literal('va'), bank: z.string(), vaNumber: z.string() }),
  z.object({ kind: z.enum(['qris', 'ewallet']), qrString: z.string(), qrImageUrl: z.string() }),
  z.object({ kind: z.literal('card') }),
]);
export type PaymentInstructions = z.infer<typeof paymentInstructions>;

export const studentInvoiceRow = z.object({
  invoiceId: z.string(),
  status: paymentStatus,
  amount: z.number(),
  channel: z.string().nullable(),
  packageName: z.string(),
  course: courseRef,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type StudentInvoiceRow = z.infer<typeof studentInvoiceRow>;

export const studentInvoice = studentInvoiceRow.extend({
  paymentLink: z.string().nullable(),
  package: z.object({ id: z.number(), name: z.string(), durationInMonth: z.number() }),
  instructions: paymentInstructions.nullable(),
  /** The subscription this invoice made (paid or refunded ones). */
  subscription: period.nullable(),
  /** Which gateway serves the invoice: 'simulator', 'midtrans' or 'manual' (recorded by an admin). */
  gateway: z.enum(['simulator', 'midtrans', 'manual']),
});
export type StudentInvoice = z.infer<typeof studentInvoice>;

/** The printable receipt. */
export const receipt = z.object({
  invoiceId: z.string(),
  status: paymentStatus,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  amount: z.number(),
  channel: z.string().nullable(),
  packageName: z.string(),
  durationInMonth: z.number(),
  course: courseRef,
  student: z.object({ name: z.string(), email: z.string() }),
  subscription: period.nullable(),
});
export type Receipt = z.infer<typeof receipt>;

/** `GET /api/student/subscription`. */
export const currentSubscription = z.object({
  status: z.enum(['active', 'expired', 'none']),
  /** The running subscription (latest end), else the one that ended last. */
  current: z
    .object({ id: z.number(), name: z.string(), start: z.string(), end: z.string(), course: courseRef })
    .nullable(),
  /** Package to offer for renewal: the one of the current subscription when still on sale, else null. */
  renewalPackageId: z.number().nullable(),
  /** A pending invoice of the student, to resume instead of a new checkout. */
  pendingInvoice: studentInvoiceRow.nullable(),
});
export type CurrentSubscription = z.infer<typeof currentSubscription>;

// ─── gateway notification ────────────────────────────────────────────────────

/** Midtrans's `transaction_status` values (others are stored and ignored). */
export const transactionStatuses = [
  'capture',
  'settlement',
  'pending',
  'deny',
  'cancel',
  'expire',
  'failure',
  'refund',
  'partial_refund',
  'authorize',
] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

/**
 * `POST /api/payments/notification`, Midtrans's HTTP notification (extra fields are kept in the log, not read).
 * signature_key = sha512_hex(order_id + status_code + gross_amount + server key).
 */
export const midtransNotification = z.looseObject({
  order_id: z.string().min(1).max(100),
  status_code: z.string().min(1).max(10),
  gross_amount: z.string().min(1).max(30),
  // Any text: a status we do not act on is stored with outcome 'ignored' and answered 200, so Midtrans stops retrying.
  transaction_status: z.string().min(1).max(50),
  signature_key: z.string().min(1).max(256),
  fraud_status: z.string().max(50).optional(),
  payment_type: z.string().max(50).optional(),
  transaction_id: z.string().max(100).optional(),
  transaction_time: z.string().max(50).optional(),
});
export type MidtransNotification = z.infer<typeof midtransNotification>;

/** What handling a notification did; stored with it and shown to the admin. */
export type NotificationOutcome =
  | 'applied' // moved the payment to a new state
  | 'duplicate' // same state again: nothing changed
  | 'ignored-final' // the payment was already final (paid, expired, failed, refunded) and this would not move it
  | 'amount-mismatch' // signed, but gross_amount differs from the invoice: refused (400), nothing changed
  | 'ignored'; // a status that never moves a payment (authorize, partial_refund, unknown values)

export type NotificationReply = { outcome: NotificationOutcome };

// ─── simulator ───────────────────────────────────────────────────────────────

/** The simulator page's buttons. */
export const simulatorAction = z.object({ action: z.enum(['pay', 'fail', 'expire']) });

// ─── admin ───────────────────────────────────────────────────────────────────

/** `POST /api/admin/subscriptions/grant`: a subscription without a payment (a gift, a scholarship). */
export const grantSubscriptionBody = z.object({
  studentId: idField(),
  packageId: idField(),
  reason: requiredText(500),
});
export type GrantSubscriptionBody = z.infer<typeof grantSubscriptionBody>;

/** `POST /api/admin/subscriptions/{id}/end`. */
export const endSubscriptionBody = z.object({ reason: optionalText(500) });
export type EndSubscriptionBody = z.infer<typeof endSubscriptionBody>;

export const adminSubscriptionResult = z.object({
  id: z.number(),
  studentId: z.number(),
  courseId: z.number(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
});
export type AdminSubscriptionResult = z.infer<typeof adminSubscriptionResult>;

/** `POST /api/admin/payments/manual`: a payment received outside the gateway (a bank transfer, for example). */
export const manualPaymentBody = z.object({
  studentId: idField(),
  packageId: idField(),
  channel: z.enum(manualChannelIds, 'invalidValue'),
  reference: optionalText(200),
  /** When the money arrived; not in the future. Default now. */
  paidAt: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.coerce
      .date({ error: 'invalidDate' })
      .refine((d) => d.getTime() <= Date.now() + 60_000, 'invalidDate')
      .optional(),
  ),
});
export type ManualPaymentBody = z.infer<typeof manualPaymentBody>;

export const manualPaymentResult = z.object({
  paymentId: z.number(),
  invoiceId: z.string(),
  subscription: adminSubscriptionResult,
});
export type ManualPaymentResult = z.infer<typeof manualPaymentResult>;

/** One received notification of a payment (or an admin action on it), for `/admin/payment`. */
export const paymentNotificationRow = z.object({
  id: z.number(),
  receivedAt: z.string(),
  /**
   * 'gateway' (HTTP notification; the simulator's buttons too), 'reconcile' (status API), 'admin' (manual
   * record), 'system' (the expiry sweep). Forged (bad signature) messages are refused and not stored.
   */
  source: z.enum(['gateway', 'reconcile', 'admin', 'system']),
  transactionStatus: z.string(),
  statusCode: z.string().nullable(),
  grossAmount: z.string().nullable(),
  paymentType: z.string().nullable(),
  transactionId: z.string().nullable(),
  fraudStatus: z.string().nullable(),
  outcome: z.enum(['applied', 'duplicate', 'ignored-final', 'amount-mismatch', 'ignored']),
  /** Payment status after handling. */
  statusAfter: z.enum(['pending', 'paid', 'expired', 'failed', 'refunded']),
});
export type PaymentNotificationRow = z.infer<typeof paymentNotificationRow>;

/** One month of paid revenue (by paid date, Asia/Jakarta), refunds excluded. */
export const revenueMonth = z.object({ month: z.string(), revenue: z.number(), payments: z.number() });
export type RevenueMonth = z.infer<typeof revenueMonth>;
