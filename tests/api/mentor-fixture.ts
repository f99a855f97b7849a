/**
 * A small, exactly known world for the mentor API tests, added on top of a 'minimal' seed (areas and
 * demo accounts): course 2 with a trial chapter and two paid chapters, two fresh mentors, and students
 * with progress and projects in every status. Knowing every row lets the tests assert exact filters,
 * orders and pages instead of "something came back".
 */
import { eq } from 'drizzle-orm';
import { type Db, insertedId } from '../../api/db/client';
import {
  chapters,
  courses,
  type MaterialRelation,
  materials,
  mentorDetails,
  progresses,
  progressMaterials,
  type SubmissionStatus,
  studentDetails,
  submissions,
  topics,
  users,
} from '../../api/db/schema';
import type { Workspace } from '../../workers/workspace/types';
import { createTestApp, login } from './helpers';

const DAY = 24 * 60 * 60 * 1000;

export type MentorFixture = {
  mentorA: { id: number; email: string };
  mentorB: { id: number; email: string };
  password: string;
  chapterIds: { trial: number; html: number; css: number };
  /** Students of mentor A by name, with their progress ids. */
  students: Record<string, { userId: number; progressId: number; email: string }>;
  /** Mentor B's only student. */
  otherStudent: { userId: number; progressId: number; email: string };
  /** Project rows by a short key. */
  projects: Record<string, number>;
  projectMaterialId: number;
  examMaterialId: number;
};

const projectFiles: Workspace = {
  files: [
    {
      id: 'FL-1',
      name: 'index',
      ext: 'html',
      lang: 'html',
      path: 'index.html',
      type: 'code',
      value:
        '<!doctype html>\n<html>\n<head><link rel="stylesheet" href="css/style.css"></head>\n<body>\n<h1>Halo</h1>\n</body>\n</html>',
    },
    {
      id: 'FLD-1',
      folder: true,
      name: 'css',
      path: 'css',
      files: [
        {
          id: 'FL-2',
          name: 'style',
          ext: 'css',
          lang: 'css',
          path: 'css/style.css',
          type: 'code',
          value: 'h1 {\n  color: red;\n}',
        },
      ],
    },
  ],
  activeFile: 'FL-1',
  activeFolder: null,
  openedFiles: ['FL-1'],
  copied: null,
};

const t = (id: string, en: string) => ({ id, en });

/** Builds the fixture; `now` anchors every date. */
export async function seedMentorFixture(db: Db, now: number, password = 'kelaskoding123'): Promise<MentorFixture> {
  const [found] = await db
    .select({ h: users.passwordHash })
    .from(users)
    .where(eq(users.email, 'mentor@kelaskoding.id'));
  const hash = found?.h;
  if (!hash) throw new Error('the minimal seed has no mentor@kelaskoding.id');

  if ((await db.select().from(courses).where(eq(courses.id, 2))).length === 0) {
    await db
      .insert(courses)
      .values({ id: 1, title: t('Kursus Lama', 'Old course') })
      .onConflictDoNothing();
    await db.insert(courses).values({ id: 2, title: t('Pengembangan Web', 'Web Development') });
  }
  const chapter = async (order: number, isTrial: boolean, title: string) =>
    await db
      .insert(chapters)
      .values({ courseId: 2, order, isTrial, title: t(title, `${title} EN`) })
      .returning({ id: chapters.id })
      .then(insertedId);
  const topic = async (chapterId: number, order: number, title: string, en?: string) =>
    await db
      .insert(topics)
      .values({ chapterId, order, title: en === undefined ? { id: title } : t(title, en) })
      .returning({ id: topics.id })
      .then(insertedId);
  const material = async (topicId: number, order: number, relation: MaterialRelation, title: string) =>
    await db
      .insert(materials)
      .values({ topicId, order, relation, title: t(title, `${title} EN`) })
      .returning({ id: materials.id })
      .then(insertedId);

  const trial = await chapter(1, true, 'Perkenalan');
  const html = await chapter(1, false, 'HTML');
  const css = await chapter(2, false, 'CSS');
  const trialTopic = await topic(trial, 1, 'Apa itu web', 'What is the web');
  const htmlTopic1 = await topic(html, 1, 'Struktur HTML', 'HTML structure');
  const htmlTopic2 = await topic(html, 2, 'Proyek HTML'); // no English title: falls back with [id]
  const cssTopic = await topic(css, 1, 'Ujian CSS', 'CSS exam');
  const slide = await material(trialTopic, 1, 'slide', 'Slide pengantar');
  const quiz = await material(trialTopic, 2, 'quiz', 'Kuis pengantar');
  const practice = await material(htmlTopic1, 1, 'practice', 'Latihan tag');
  const project = await material(htmlTopic2, 1, 'submission', 'Proyek profil');
  const exam = await material(cssTopic, 1, 'submission-exam', 'Ujian akhir');
  await db.insert(submissions).values({
    materialId: project,
    title: t('Halaman profil', 'Profile page'),
    brief: t('Buat halaman profil.', 'Build a profile page.'),
    starter: projectFiles,
    answers: [
      { kind: 'html', tag: 'h1' },
      { kind: 'css', selector: ['h1'], properties: '{"color":"blue"}' },
    ],
  });
  await db.insert(submissions).values({
    materialId: exam,
    title: t('Ujian', 'Exam'),
    brief: t('Ujian', 'Exam'),
    isExam: true,
    starter: projectFiles,
  });

  const mentor = async (email: string, name: string) => {
    const id = await db
      .insert(users)
      .values({ role: 'mentor', email, passwordHash: hash })
      .returning({ id: users.id })
      .then(insertedId);
    await db.insert(mentorDetails).values({ userId: id, fullName: name, phone: '081234567890', gender: 'female' });
    return { id, email };
  };
  const mentorA = await mentor('fixture.mentor.a@test.id', 'Mentor A');
  const mentorB = await mentor('fixture.mentor.b@test.id', 'Mentor B');

  const student = async (name: string, mentorId: number, joinDaysAgo: number, percentage: number) => {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@fixture.test`;
    const userId = await db
      .insert(users)
      .values({ role: 'student', email, passwordHash: hash })
      .returning({ id: users.id })
      .then(insertedId);
    await db
      .insert(studentDetails)
      .values({ userId, fullName: name, phone: '0812000000', gender: 'male', birthday: '2001-02-03', mentorId });
    const progressId = await db
      .insert(progresses)
      .values({
        studentId: userId,
        courseId: 2,
        joinDate: new Date(now - joinDaysAgo * DAY),
        lastLearningDate: new Date(now - DAY),
        percentage,
      })
      .returning({ id: progresses.id })
      .then(insertedId);
    return { userId, progressId, email };
  };
  const reach = async (progressId: number, materialIds: number[], finished: number[]) => {
    for (const materialId of materialIds) {
      const isFinish = finished.includes(materialId);
      await db.insert(progressMaterials).values({
        progressId,
        materialId,
        isUnlock: true,
        isFinish,
        score: isFinish ? 80 : null,
        startedAt: new Date(now - 5 * DAY),
        finishedAt: isFinish ? new Date(now - 4 * DAY) : null,
      });
    }
  };
  const submit = async (progressId: number, materialId: number, status: SubmissionStatus, daysAgo: number) =>
    await db
      .insert(progressMaterials)
      .values({
        progressId,
        materialId,
        isUnlock: true,
        isFinish: true,
        code: projectFiles,
        submissionStatus: status,
        submittedAt: new Date(now - daysAgo * DAY),
        startedAt: new Date(now - (daysAgo + 1) * DAY),
      })
      .returning({ id: progressMaterials.id })
      .then(insertedId);

  const names = ['Zaki Akbar', 'ani Wijaya', 'Bambang Sutrisno', 'Citra Lestari', 'Dewi Anggraini', 'Eka Saputra'];
  const more = ['Fani Rahma', 'Gita Permata', 'Hadi Kusuma', 'Indah Sari', 'Joni Iskandar', 'Kiki Amalia'];
  const students: MentorFixture['students'] = {};
  for (const [i, name] of [...names, ...more].entries()) {
    students[name] = await student(name, mentorA.id, 30 + i, i * 5);
  }
  const s = (name: string) => {
    const found = students[name];
    if (!found) throw new Error(name);
    return found;
  };
  // Where each student is: trial only, in HTML, or at the CSS exam.
  await reach(s('Zaki Akbar').progressId, [slide, quiz], [slide]);
  await reach(s('ani Wijaya').progressId, [slide, quiz, practice], [slide, quiz]);
  await reach(s('Bambang Sutrisno').progressId, [slide, quiz, practice], [slide, quiz, practice]);
  await reach(s('Citra Lestari').progressId, [slide, quiz, practice], [slide, quiz, practice]);
  await reach(s('Dewi Anggraini').progressId, [slide, quiz, practice], [slide, quiz, practice]);
  const projects: Record<string, number> = {};
  projects.bambangNew = await submit(s('Bambang Sutrisno').progressId, project, 'new', 3);
  projects.citraNew = await submit(s('Citra Lestari').progressId, project, 'new', 1);
  projects.dewiInReview = await submit(s('Dewi Anggraini').progressId, project, 'in review', 2);
  projects.aniReviewed = await submit(s('ani Wijaya').progressId, project, 'reviewed', 6);
  projects.dewiExam = await submit(s('Dewi Anggraini').progressId, exam, 'new', 5);

  const otherStudent = await student('Orang Lain', mentorB.id, 10, 50);
  await reach(otherStudent.progressId, [slide], [slide]);
  projects.otherNew = await submit(otherStudent.progressId, project, 'new', 4);

  return {
    mentorA,
    mentorB,
    password,
    chapterIds: { trial, html, css },
    students,
    otherStudent,
    projects,
    projectMaterialId: project,
    examMaterialId: exam,
  };
}

/** An app on a 'minimal' seed with this fixture at `now`, signed in as both of its mentors. */
export async function startMentorWorld(now: number) {
  const t = await createTestApp({ seed: 'minimal', now });
  const fx = await seedMentorFixture(t.db, now);
  const cookieA = await login(t.app, 'mentor', fx.mentorA.email, fx.password);
  const cookieB = await login(t.app, 'mentor', fx.mentorB.email, fx.password);
  return { t, app: t.app, fx, cookieA, cookieB };
}
