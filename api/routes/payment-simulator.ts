/**
 * The simulator's payment page (PAYMENT_GATEWAY=simulator): `GET /api/payments/simulator/{invoiceId}` shows
 * it to the invoice's owner; `POST` with the pressed button (a same-origin multipart form, so the CSRF guard
 * holds) builds the notification Midtrans would send, signed with the server key, hands it to the same
 * handler as `POST /api/payments/notification`, and sends the browser to `/payment/{status}?invoice=…`.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { simulatorAction } from '../contracts/commerce';
import { LOCALE_COOKIE } from '../contracts/landing-page';
import { packages, payments } from '../db/schema';
import { CROSS_ORIGIN_ISOLATION_HEADERS } from '../lib/cross-origin-isolation';
import { parseLocale } from '../middleware/locale';
import { currentUser } from '../middleware/session';
import { expireOverdue } from '../services/commerce/payment-expiry';
import { receiveNotification } from '../services/commerce/payment-notifications';
import { invoiceLink } from '../services/commerce/payment-transitions';
import { paymentServerKey } from '../services/commerce/payments';
import { simulatedNotification } from '../services/commerce/payments/simulator';
import { invoiceQrSvg } from '../services/commerce/student-payments';
import type { AppEnv, Locale } from '../types';
import { simulatorPage, simulatorRefusal } from './payment-simulator-page';

/**
 * The app's language: the cookie the language menu writes, else Indonesian as in the app. Never the browser's
 * Accept-Language, which the app does not follow either: it showed English pages inside the Indonesian app.
 */
function pageLocale(c: Context<AppEnv>): Locale {
  return parseLocale(getCookie(c, LOCALE_COOKIE) ?? c.req.header('x-locale'));
}

function html(c: Context<AppEnv>, body: (nonce: string) => string, status: 200 | 401 | 403 | 404) {
  const nonce = randomBytes(16).toString('base64');
  return c.html(body(nonce), status, {
    // No script may run; only our own nonce'd style; the form may post only to us; nobody may frame it.
    'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    'cache-control': 'no-store',
    'referrer-policy': 'same-origin',
    ...CROSS_ORIGIN_ISOLATION_HEADERS,
  });
}

/** The signed-in owner's simulator invoice, or the refusal page to answer with. */
async function ownedInvoice(c: Context<AppEnv>) {
  const locale = pageLocale(c);
  const user = await currentUser(c);
  // Signed out: 401 with a sign-in link; signed in as staff: 403 (signing in again would not help).
  if (!user) return { refusal: html(c, (n) => simulatorRefusal(locale, n, 'signIn'), 401) };
  if (user.role !== 'student') return { refusal: html(c, (n) => simulatorRefusal(locale, n, 'forbidden'), 403) };
  const notFound = { refusal: html(c, (n) => simulatorRefusal(locale, n, 'notFound'), 404) };
  if (c.var.env.PAYMENT_GATEWAY !== 'simulator') return notFound;
  await expireOverdue(c.var.db, new Date(), user.id);
  const [found] = await c.var.db
    .select({ payment: payments, packageName: packages.name })
    .from(payments)
    .innerJoin(packages, eq(packages.id, payments.packageId))
    .where(
      and(
        eq(payments.invoiceId, c.req.param('invoiceId') ?? ''),
        eq(payments.studentId, user.id),
        eq(payments.gateway, 'simulator'),
        isNull(payments.deletedAt),
      ),
    )
    .limit(1);
  if (!found) return notFound;
  return { found, locale, user };
}

export const paymentSimulatorRoutes = new Hono<AppEnv>()
  .get('/:invoiceId', async (c) => {
    const owned = await ownedInvoice(c);
    if ('refusal' in owned) return owned.refusal;
    const { found, locale, user } = owned;
    const p = found.payment;
    if (p.status !== 'pending') return c.redirect(invoiceLink(p.invoiceId, p.status), 303);
    const qrSvg = await invoiceQrSvg(c.var.db, user.id, p.invoiceId, locale);
    return html(
      c,
      (nonce) =>
        simulatorPage(locale, nonce, {
          invoiceId: p.invoiceId,
          packageName: found.packageName,
          amount: p.amount,
          channel: p.paymentChannel ?? '',
          expiresAt: p.expiresAt,
          instructions: p.instructions,
          qrSvg,
        }),
      200,
    );
  })
  .post('/:invoiceId', async (c) => {
    const owned = await ownedInvoice(c);
    if ('refusal' in owned) return owned.refusal;
    const { found, locale } = owned;
    const p = found.payment;
    const form = await c.req.parseBody();
    const { action } = simulatorAction.parse({ action: form.action });
    if (p.status === 'pending') {
      const { db, env } = c.var;
      const serverKey = await paymentServerKey(db, env);
      const notification = simulatedNotification(
        { invoiceId: p.invoiceId, amount: p.amount, channel: p.paymentChannel ?? 'card', reference: p.reference },
        action,
        serverKey,
      );
      await receiveNotification(db, serverKey, notification, 'gateway', locale);
    }
    const status =
      (await c.var.db.select({ status: payments.status }).from(payments).where(eq(payments.id, p.id)).limit(1))[0]
        ?.status ?? p.status;
    return c.redirect(invoiceLink(p.invoiceId, status), 303);
  });
