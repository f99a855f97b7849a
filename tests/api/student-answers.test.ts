/**
 * The student, sign-in and commerce routes answer what their response contracts say (api/contracts/auth.ts,
 * student-learning.ts, commerce.ts): real answers on the seeded database, parsed with the same schemas the
 * OpenAPI document shows.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataOf, listOf } from '../../api/contracts/answers';
import { adminUser, mentorUser, studentUser } from '../../api/contracts/auth';
import * as commerce from '../../api/contracts/commerce';
import { STUDENT_COURSE_ID } from '../../api/contracts/course';
import * as learning from '../../api/contracts/student-learning';
import { setupCommerce } from './commerce-fixture';
import { demo, jsonRequest, login, TEST_ORIGIN } from './helpers';

const f = setupCommerce();

describe('response contracts', () => {
  it('signed-in users of every role', async () => {
    for (const [role, email, schema] of [
      ['student', demo.student, studentUser],
      ['mentor', demo.mentor, mentorUser],
      ['admin', demo.admin, adminUser],
    ] as const) {
      const res = await jsonRequest(f.app, 'POST', `/api/${role}/login`, { body: { email, password: demo.password } });
      dataOf(schema).parse(await res.json());
      const cookie = await login(f.app, role, email, demo.password);
      const user = await f.call(cookie, 'GET', `/api/${role}/user`);
      dataOf(schema).parse(user.body);
    }
  });

  it('the learning calls of a subscribed student', async () => {
    const cookie = await login(f.app, 'student', demo.student, demo.password);
    const get = async (path: string) => {
      const res = await f.call(cookie, 'GET', path);
      expect(res.status, path).toBe(200);
      return res.body;
    };
    const user = dataOf(studentUser).parse(await get('/api/student/user')).data;
    listOf(learning.courseListItem).parse(await get('/api/student/courses'));
    dataOf(learning.courseDetail).parse(await get(`/api/student/courses/${STUDENT_COURSE_ID}`));
    const map = learning.chapterList.parse(
      await get(`/api/student/courses/${STUDENT_COURSE_ID}/chapters?studentId=${user.id}`),
    );
    learning.chapterList.parse(await get(`/api/student/chapters?courseId=${STUDENT_COURSE_ID}`));
    z.object({ data: z.array(learning.progressView) }).parse(
      await get(`/api/student/show-progress/${user.id}/${STUDENT_COURSE_ID}`),
    );
    dataOf(learning.studentProfile).parse(await get('/api/student/profile'));
    listOf(learning.subscriptionView).parse(await get('/api/student/subscriptions'));
    listOf(learning.packageView).parse(await get(`/api/student/packages?courseId=${STUDENT_COURSE_ID}`));

    // One material of each kind the screen shows, each through its own screen answer.
    const materials = map.data.flatMap((chapter) => chapter.topics.flatMap((topic) => topic.materials));
    const kinds = new Set<string>();
    for (const material of materials) {
      if (kinds.has(material.relation) || !material.is_unlock) continue;
      kinds.add(material.relation);
      dataOf(learning.materialScreen).parse(await get(`/api/student/materials/${material.id}`));
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['slide', 'video', 'quiz']));

    const first = materials.find((m) => m.relation === 'slide' && m.is_unlock);
    const ref = { chapterId: first?.chapter_id, topicId: first?.topic_id, materialId: first?.id };
    const opened = await f.call(cookie, 'POST', `/api/student/progresses/${map.meta.progress.id}/progress-topic`, ref);
    learning.openedMaterial.parse(opened.body);
    const finished = await f.call(cookie, 'PUT', `/api/student/progresses/${map.meta.progress.id}`, ref);
    learning.materialFinish.parse(finished.body);
  });

  it('a purchase from checkout to receipt', async () => {
    const buyer = await f.newStudent();
    const started = await f.checkout(buyer.cookie, f.packageId);
    expect(started.status).toBe(201);
    const { invoiceId } = dataOf(commerce.checkoutResult).parse(started.body).data;
    listOf(commerce.studentInvoiceRow).parse((await f.call(buyer.cookie, 'GET', '/api/student/payments')).body);
    dataOf(commerce.studentInvoice).parse(
      (await f.call(buyer.cookie, 'GET', `/api/student/payments/${invoiceId}`)).body,
    );
    const checked = await f.call(buyer.cookie, 'POST', `/api/student/payments/${invoiceId}/check`);
    dataOf(commerce.studentInvoice).parse(checked.body);
    dataOf(commerce.currentSubscription).parse((await f.call(buyer.cookie, 'GET', '/api/student/subscription')).body);

    // The simulator pays it; the receipt then exists.
    const form = new FormData();
    form.set('action', 'pay');
    const pay = await f.app.request(`/api/payments/simulator/${invoiceId}`, {
      method: 'POST',
      headers: { cookie: buyer.cookie, origin: TEST_ORIGIN },
      body: form,
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    const receipt = await f.call(buyer.cookie, 'GET', `/api/student/payments/${invoiceId}/receipt`);
    expect(receipt.status).toBe(200);
    dataOf(commerce.receipt).parse(receipt.body);
    const current = dataOf(commerce.currentSubscription).parse(
      (await f.call(buyer.cookie, 'GET', '/api/student/subscription')).body,
    );
    expect(current.data.status).toBe('active');
  });
});
