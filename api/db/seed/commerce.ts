/**
 * Packages, payments and subscriptions. Every subscribed student (plan.ts) paid for a package just
 * before the subscription started; some trial students have a pending (a live simulator invoice, less
 * than a day old), expired or failed payment.
 * Prices are rupiah.
 */

import { STUDENT_COURSE_ID } from '../../contracts/course';
import { simulatorInstructions, simulatorPath } from '../../lib/simulator-invoice';
import { type Db, insertedId } from '../client';
import { type PaymentStatus, packages, payments, subscriptions } from '../schema';
import type { StudentPlan } from './plan';
import { DAY, type Random } from './random';

const channels = [
  'BCA Virtual Account',
  'Mandiri Virtual Account',
  'BNI Virtual Account',
  'BRI Virtual Account',
  'GoPay',
  'OVO',
  'DANA',
  'QRIS',
];

type SeededPackage = { id: number; name: string; price: number; months: number };

function invoiceId(at: number, seq: number): string {
  const d = new Date(at);
  const ymd = `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  return `INV-${ymd}-${String(seq).padStart(4, '0')}`;
}

/** A seeded pending invoice is a live one on the simulator: payable from /subscription until it expires. */
function pendingOnSimulator(invoiceId: string, amount: number, at: number, seq: number) {
  // Not drawn from `random`: the rest of the seed keeps the sequence it had before invoices were payable.
  const channel = (['bca', 'bni', 'bri', 'mandiri', 'qris', 'gopay'] as const)[seq % 6] ?? 'bca';
  return {
    paymentLink: simulatorPath(invoiceId),
    paymentChannel: channel,
    gateway: 'simulator' as const,
    expiresAt: new Date(at + DAY),
    instructions: simulatorInstructions(invoiceId, channel, amount),
  };
}

export async function seedCommerce(db: Db, plans: StudentPlan[], random: Random, now: number): Promise<void> {
  const created = new Date(now - 400 * DAY);
  const insertPackage = async (
    name: string,
    price: number,
    months: number,
    courseId = STUDENT_COURSE_ID,
    deletedAt: Date | null = null,
  ) => {
    const id = await db
      .insert(packages)
      .values({
        name,
        price,
        courseId,
        durationInMonth: months,
        createdAt: created,
        updatedAt: deletedAt ?? created,
        deletedAt,
      })
      .returning({ id: packages.id })
      .then(insertedId);
    return { id, name, price, months };
  };
  const web: SeededPackage[] = [
    await insertPackage('Paket 1 Bulan', 149_000, 1),
    await insertPackage('Paket 3 Bulan', 399_000, 3),
    await insertPackage('Paket 6 Bulan', 699_000, 6),
  ];
  await insertPackage('Paket Tahunan (lama)', 1_199_000, 12, 2, new Date(now - 90 * DAY));
  const logic = await insertPackage('Logika Dasar 1 Bulan', 49_000, 1, 1);

  let seq = 0;
  const pay = async (studentId: number, pkg: SeededPackage, status: PaymentStatus, at: number) => {
    seq++;
    const invoice = invoiceId(at, seq);
    return await db
      .insert(payments)
      .values({
        studentId,
        packageId: pkg.id,
        status,
        invoiceId: invoice,
        ...(status === 'pending'
          ? pendingOnSimulator(invoice, pkg.price, at, seq)
          : {
              paymentLink: null,
              paymentChannel: status === 'paid' || status === 'failed' ? random.pick(channels) : null,
            }),
        amount: pkg.price,
        paidAt: status === 'paid' ? new Date(at + random.int(2, 30) * 60_000) : null,
        createdAt: new Date(at),
        updatedAt: new Date(at),
      })
      .returning({ id: payments.id })
      .then(insertedId);
  };

  let trialIndex = 0;
  for (const plan of plans) {
    const studentId = plan.student.id;
    if (plan.subscriptionStart !== null && plan.months !== null) {
      const pkg = web.find((p) => p.months === plan.months) ?? web[0]!;
      const start = plan.subscriptionStart;
      const paymentId = await pay(studentId, pkg, 'paid', start - 15 * 60_000);
      await db.insert(subscriptions).values({
        studentId,
        courseId: 2,
        packageId: pkg.id,
        paymentId,
        name: pkg.name,
        duration: pkg.months,
        price: pkg.price,
        start: new Date(start),
        end: new Date(start + pkg.months * 30 * DAY),
        createdAt: new Date(start),
        updatedAt: new Date(start),
      });
      continue;
    }
    // The demo trial account stays clean: no payment at all.
    if (plan.student.email === 'trial@kelaskoding.id') continue;
    const kind = trialIndex++ % 4;
    if (kind === 0) await pay(studentId, web[1]!, 'pending', now - random.int(1, 20) * 3_600_000);
    else if (kind === 1) await pay(studentId, web[0]!, 'expired', now - random.int(3, 40) * DAY);
    else if (kind === 2) await pay(studentId, web[2]!, 'failed', now - random.int(2, 20) * DAY);
  }

  // One student also bought the small logic course.
  const buyer = plans.find((p) => p.subscriptionStart !== null && p.student.email !== 'student@kelaskoding.id');
  if (buyer) {
    const at = now - 20 * DAY;
    const paymentId = await pay(buyer.student.id, logic, 'paid', at);
    await db.insert(subscriptions).values({
      studentId: buyer.student.id,
      courseId: 1,
      packageId: logic.id,
      paymentId,
      name: logic.name,
      duration: 1,
      price: logic.price,
      start: new Date(at),
      end: new Date(at + 30 * DAY),
    });
  }
}
