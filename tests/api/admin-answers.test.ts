/**
 * The admin's own calls beside the resource rows answer what their response contracts say: the dashboard
 * (api/contracts/admin-dashboard.ts), commerce actions (commerce.ts), "preview as student" (practice-views.ts,
 * student-learning.ts), re-ordering and mentor assignment (admin-rows.ts). Real answers on the seeded database.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dashboardAnswer } from '../../api/contracts/admin-dashboard';
import * as rows from '../../api/contracts/admin-rows';
import { dataOf, listOf } from '../../api/contracts/answers';
import * as commerce from '../../api/contracts/commerce';
import { practiceView, projectView } from '../../api/contracts/practice-views';
import { materialFinishResult, materialScreen } from '../../api/contracts/student-learning';
import { setupCommerce } from './commerce-fixture';

const f = setupCommerce();

/** The body of an admin call that must answer `status`. */
async function answer(method: string, path: string, body?: unknown, status = 200): Promise<unknown> {
  const res = await f.call(f.admin, method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
  return res.body;
}

describe('admin response contracts', () => {
  it('the dashboard, by day and by week', async () => {
    for (const period of ['day', 'week']) {
      const { data } = dataOf(dashboardAnswer).parse(await answer('GET', `/api/admin/dashboard?period=${period}`));
      expect(data.period).toBe(period);
      expect(data.revenueByMonth).toHaveLength(12);
    }
  });

  it('granting, ending, a manual payment, its history and its refund', async () => {
    const s = await f.newStudent();
    const granted = dataOf(commerce.adminSubscriptionResult).parse(
      await answer(
        'POST',
        '/api/admin/subscriptions/grant',
        { studentId: s.id, packageId: f.packageId, reason: 'Beasiswa' },
        201,
      ),
    );
    dataOf(commerce.adminSubscriptionResult).parse(
      await answer('POST', `/api/admin/subscriptions/${granted.data.id}/end`, { reason: 'Salah paket' }),
    );
    const paid = dataOf(commerce.manualPaymentResult).parse(
      await answer(
        'POST',
        '/api/admin/payments/manual',
        { studentId: s.id, packageId: f.packageId, channel: 'transfer' },
        201,
      ),
    );
    const history = dataOf(z.array(commerce.paymentNotificationRow)).parse(
      await answer('GET', `/api/admin/payments/${paid.data.paymentId}/notifications`),
    );
    expect(history.data.length).toBeGreaterThan(0);
    dataOf(z.object({ status: z.literal('refunded') })).parse(
      await answer('POST', `/api/admin/payments/${paid.data.paymentId}/refund`),
    );
  });

  it('previews a material of each kind as a student would see it', async () => {
    const list = listOf(rows.materialRow).parse(await answer('GET', '/api/admin/materials?length=200'));
    const seen = new Set<string>();
    for (const m of list.data) {
      if (seen.has(m.relation)) continue;
      seen.add(m.relation);
      dataOf(materialScreen).parse(await answer('GET', `/api/admin/preview/materials/${m.id}`));
      if (m.relation === 'quiz') {
        z.object({ result: materialFinishResult }).parse(
          await answer('POST', `/api/admin/preview/materials/${m.id}/finish`, { answers: [] }),
        );
      }
      if (m.relation === 'practice') {
        dataOf(practiceView).parse(await answer('GET', `/api/admin/preview/practice/${m.id}`));
      }
      if (m.relation.startsWith('submission')) {
        dataOf(projectView).parse(await answer('GET', `/api/admin/preview/project/${m.id}`));
      }
    }
    expect([...seen]).toEqual(expect.arrayContaining(['quiz', 'practice', 'submission']));
  });

  it('re-orders records and assigns a mentor', async () => {
    const chapters = listOf(rows.chapterRow).parse(await answer('GET', '/api/admin/chapters?length=200'));
    const ofCourse = chapters.data.filter((c) => c.courseId === chapters.data[0]?.courseId).map((c) => c.id);
    const reordered = dataOf(z.array(z.object({ id: z.number(), order: z.number() }))).parse(
      await answer('POST', '/api/admin/chapters/re-order', { ids: ofCourse }),
    );
    expect(reordered.data.map((r) => r.id)).toEqual(ofCourse);
    const mentors = listOf(rows.mentorRow).parse(await answer('GET', '/api/admin/mentors'));
    const s = await f.newStudent();
    const assigned = dataOf(rows.studentRow).parse(
      await answer('PUT', `/api/admin/students/${s.id}/mentor`, { mentorId: mentors.data[0]?.id }),
    );
    expect(assigned.data.mentor_id).toBe(mentors.data[0]?.id);
  });
});
