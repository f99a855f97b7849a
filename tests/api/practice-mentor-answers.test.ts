/**
 * The practice, project, mentor and notification routes answer what their response contracts say
 * (api/contracts/practice-views.ts, mentor-views.ts): one student's practice and project on the seeded database, the
 * demo mentor reviewing it, and everyone's notifications, each real answer parsed with the schema the OpenAPI
 * document shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataOf, listOf } from '../../api/contracts/answers';
import * as mentor from '../../api/contracts/mentor-views';
import * as practice from '../../api/contracts/practice-views';
import { createTestApp, demo, jsonRequest, login, type TestApp, userIdOf } from './helpers';
import { assignMentor, openMaterial, reachTrialMaterial, registerStudent, type Student } from './practice-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let student: Student;
let mentorCookie: string;
let projectPm: number;

/** The answer of a call that must succeed with `status`. */
async function answer(cookie: string, method: string, path: string, body?: unknown, status = 200): Promise<unknown> {
  const res = await jsonRequest(app, method, path, { cookie, ...(body === undefined ? {} : { body }) });
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(status);
  return await res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  student = await registerStudent(app, 'answers');
  await assignMentor(t.db, student.userId, await userIdOf(t.db, demo.mentor));
  mentorCookie = await login(app, 'mentor', demo.mentor, demo.password);
});
afterAll(() => t.cleanup());

describe('response contracts of practice and projects', () => {
  it('a practice: opened and its code saved', async () => {
    const m = await reachTrialMaterial(app, t.db, student, 'practice');
    const pm = await openMaterial(app, student, m);
    const opened = dataOf(practice.practiceView).parse(
      await answer(student.cookie, 'GET', `/api/student/practice/${pm}`),
    );
    expect(opened.data.tasks.length).toBeGreaterThan(0);
    const saved = await answer(student.cookie, 'PUT', `/api/student/practice/${pm}/code`, {
      workspace: opened.data.starter,
    });
    dataOf(practice.savedCode).parse(saved);
    const reopened = dataOf(practice.practiceView).parse(
      await answer(student.cookie, 'GET', `/api/student/practice/${pm}`),
    );
    expect(reopened.data.code).not.toBeNull();
  });

  it('a project: opened, submitted and listed', async () => {
    const m = await reachTrialMaterial(app, t.db, student, 'submission');
    projectPm = await openMaterial(app, student, m);
    const project = dataOf(practice.projectView).parse(
      await answer(student.cookie, 'GET', `/api/student/submissions/${projectPm}`),
    );
    const submitted = await answer(
      student.cookie,
      'POST',
      `/api/student/submissions/${projectPm}`,
      { workspace: project.data.starter },
      201,
    );
    expect(dataOf(practice.submitResult).parse(submitted).data.status).toBe('new');
    const list = listOf(practice.studentSubmissionRow).parse(
      await answer(student.cookie, 'GET', '/api/student/submissions'),
    );
    expect(list.data.map((r) => r.progressMaterialId)).toContain(projectPm);
  });
});

describe('response contracts of the mentor area', () => {
  it('the dashboard, one student and their overview and projects', async () => {
    const students = listOf(mentor.mentorStudentRow).parse(
      await answer(mentorCookie, 'GET', '/api/mentor/dashboard?search=answers'),
    );
    const progressId = student.progressId;
    expect(students.data.map((r) => r.progressId)).toContain(progressId);
    dataOf(mentor.mentorStudentDetail).parse(await answer(mentorCookie, 'GET', `/api/mentor/students/${progressId}`));
    const overview = listOf(mentor.mentorOverviewRow).parse(
      await answer(mentorCookie, 'GET', `/api/mentor/dashboard/student-overview/${progressId}`),
    );
    expect(overview.total).toBeGreaterThan(0);
    const projects = listOf(mentor.mentorStudentSubmission).parse(
      await answer(mentorCookie, 'GET', `/api/mentor/dashboard/${progressId}`),
    );
    expect(projects.data.map((r) => r.id)).toContain(projectPm);
  });

  it('the review queue and every review action', async () => {
    const queue = listOf(mentor.mentorSubmissionRow).parse(
      await answer(mentorCookie, 'GET', '/api/mentor/submissions?search=answers'),
    );
    expect(queue.data.map((r) => r.progressMaterialId)).toContain(projectPm);
    dataOf(mentor.submissionCounts).parse(await answer(mentorCookie, 'GET', '/api/mentor/submissions/counts'));
    const base = `/api/mentor/submissions`;
    const review = dataOf(mentor.submissionReview);
    review.parse(await answer(mentorCookie, 'GET', `${base}/get-submission-code/${projectPm}`));
    const opened = review.parse(await answer(mentorCookie, 'POST', `${base}/${projectPm}/open`));
    const firstFile = opened.data.files?.files.find((n) => !('folder' in n));
    expect(firstFile).toBeDefined();
    const comment = dataOf(mentor.reviewComment).parse(
      await answer(
        mentorCookie,
        'POST',
        `${base}/${projectPm}/comments`,
        { path: firstFile?.path, line: 1, body: 'Rapi.' },
        201,
      ),
    );
    dataOf(z.object({ deleted: z.literal(true) })).parse(
      await answer(mentorCookie, 'DELETE', `${base}/${projectPm}/comments/${comment.data.id}`),
    );
    review.parse(await answer(mentorCookie, 'PUT', `${base}/${projectPm}/review`, { feedback: 'Hampir', score: 70 }));
    const done = review.parse(
      await answer(mentorCookie, 'POST', `${base}/${projectPm}/reviewed`, { feedback: 'Bagus', score: 85 }),
    );
    expect(done.data.status).toBe('reviewed');
    const code = dataOf(practice.submissionCode).parse(
      await answer(student.cookie, 'GET', `/api/student/get-submission-code/${projectPm}`),
    );
    expect(code.data.score).toBe(85);
  });

  it('the course outline and one material of each kind', async () => {
    const outline = dataOf(z.array(mentor.outlineChapter)).parse(
      await answer(mentorCookie, 'GET', '/api/mentor/material'),
    );
    const materials = outline.data.flatMap((c) => c.topics.flatMap((tp) => tp.materials));
    const kinds = new Set<string>();
    for (const m of materials) {
      if (kinds.has(m.relation)) continue;
      kinds.add(m.relation);
      dataOf(mentor.mentorMaterialContent).parse(await answer(mentorCookie, 'GET', `/api/mentor/material/${m.id}`));
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['slide', 'video', 'quiz', 'practice', 'submission']));
  });

  it('the profile, read and written', async () => {
    const profile = dataOf(mentor.mentorProfile).parse(await answer(mentorCookie, 'GET', '/api/mentor/profile'));
    const { name, phone } = profile.data;
    dataOf(mentor.mentorProfile).parse(
      await answer(mentorCookie, 'PUT', '/api/mentor/profile', { name, phone: phone ?? '081234567890' }),
    );
  });
});

describe('response contracts of notifications', () => {
  it('every role lists, reads one and reads all', async () => {
    const adminCookie = await login(app, 'admin', demo.admin, demo.password);
    for (const cookie of [student.cookie, mentorCookie, adminCookie]) {
      const list = mentor.notificationList.parse(await answer(cookie, 'GET', '/api/notifications?unread=1'));
      const first = list.data[0];
      if (first) {
        dataOf(z.object({ read: z.literal(true) })).parse(
          await answer(cookie, 'PUT', `/api/notifications/${first.id}/read`),
        );
      }
      dataOf(z.object({ updated: z.number() })).parse(await answer(cookie, 'PUT', '/api/notifications/read-all'));
    }
    // The student was told of the review, the mentor of the new project: both lists had a row to read.
    const studentList = mentor.notificationList.parse(await answer(student.cookie, 'GET', '/api/notifications'));
    expect(studentList.total).toBeGreaterThan(0);
    expect(studentList.unread).toBe(0);
  });
});
