/**
 * Progress of every seeded student on course 2, following `plan.ts`: one `progresses` row each, and
 * `progress_materials` rows for the passed materials (slides and videos finished without a score,
 * quizzes with a score the quiz allows, practices with the reference solution as saved code and 100,
 * projects submitted with their code and a review state) plus the next material, unlocked.
 * Percentage and score are computed the way the progress service does: finished / all materials,
 * and the mean of the scored finished materials.
 *
 * Project review states rotate over new → in review → reviewed for the latest project of each
 * student so every status appears; older projects are reviewed; a student without a mentor has
 * every project still 'new'.
 */
import { eq } from 'drizzle-orm';
import { type Db, insertedId } from '../client';
import {
  notifications,
  progresses,
  progressMaterials,
  reviewComments,
  type SubmissionStatus,
  submissionEvents,
} from '../schema';
import type { SeededMaterial } from './content';
import type { StudentPlan } from './plan';
import { DAY, type Random } from './random';

const feedbackTexts = [
  'Kerja bagus! Struktur HTML-mu sudah rapi. Coba tambahkan teks alt yang lebih deskriptif.',
  'Sudah memenuhi semua kriteria. Perhatikan indentasi agar kode lebih mudah dibaca.',
  'Mantap! Penamaan class sudah konsisten. Selanjutnya coba pisahkan warna ke variabel CSS.',
  'Hasilnya sesuai brief. Jangan lupa cek tampilan di layar kecil juga.',
];
const lineComments = [
  'Bagian ini bisa dipindah ke file CSS terpisah.',
  'Nama variabel ini sudah jelas, bagus.',
  'Tambahkan komentar singkat untuk menjelaskan bagian ini.',
];

const round2 = (n: number) => Math.round(n * 100) / 100;

function quizScore(material: SeededMaterial, random: Random): number | null {
  if (material.def.relation !== 'quiz') return null;
  const total = material.def.questions.length;
  const minimum = Math.ceil((material.def.passingScore / 100) * total);
  return Math.round((random.int(Math.max(minimum, 1), total) / total) * 100);
}

/** Inserts progress for every plan; returns nothing (all ids stay inside the seed). */
export async function seedProgress(
  db: Db,
  plans: StudentPlan[],
  sequence: SeededMaterial[],
  random: Random,
  now: number,
): Promise<void> {
  let rotation = 0;
  const statuses: SubmissionStatus[] = ['new', 'in review', 'reviewed'];

  for (const plan of plans) {
    const { student } = plan;
    const progressId = await db
      .insert(progresses)
      .values({
        studentId: student.id,
        courseId: 2,
        joinDate: new Date(student.joinedAt),
        lastLearningDate: plan.passed > 0 ? new Date(plan.lastActive) : null,
        percentage: 0,
        score: 0,
      })
      .returning({ id: progresses.id })
      .then(insertedId);

    const lastProjectIndex = sequence.slice(0, plan.passed).findLastIndex((m) => m.relation.startsWith('submission'));
    let finished = 0;
    const scores: number[] = [];

    for (let i = 0; i < plan.passed; i++) {
      const material = sequence[i]!;
      const finishedAt = plan.finishTimes[i] ?? plan.lastActive;
      const base = {
        progressId,
        materialId: material.id,
        isUnlock: true,
        startedAt: new Date(finishedAt - random.int(5, 40) * 60_000),
        updatedAt: new Date(finishedAt),
      };
      if (material.def.relation === 'submission' || material.def.relation === 'submission-exam') {
        const status: SubmissionStatus =
          student.mentorId === null ? 'new' : i === lastProjectIndex ? statuses[rotation++ % 3]! : 'reviewed';
        const reviewed = status === 'reviewed';
        const score = reviewed ? random.int(70, 98) : null;
        const reviewedAt = reviewed ? Math.min(finishedAt + random.int(2, 48) * 3_600_000, now - 60_000) : null;
        const pmId = await db
          .insert(progressMaterials)
          .values({
            ...base,
            isFinish: reviewed,
            score,
            code: material.def.solution,
            codeUpdatedAt: new Date(finishedAt),
            submissionStatus: status,
            submittedAt: new Date(finishedAt),
            reviewedAt: reviewedAt === null ? null : new Date(reviewedAt),
            reviewedBy: reviewed ? student.mentorId : null,
            feedback: reviewed ? random.pick(feedbackTexts) : null,
            finishedAt: reviewedAt === null ? null : new Date(reviewedAt),
          })
          .returning({ id: progressMaterials.id })
          .then(insertedId);
        await seedReviewTrail(db, {
          pmId,
          status,
          studentId: student.id,
          mentorId: student.mentorId,
          submittedAt: finishedAt,
          reviewedAt,
          random,
          now,
        });
        if (reviewed && score !== null) {
          finished++;
          scores.push(score);
        }
        continue;
      }
      const score =
        material.def.relation === 'quiz'
          ? quizScore(material, random)
          : material.def.relation === 'practice'
            ? 100
            : null;
      await db.insert(progressMaterials).values({
        ...base,
        isFinish: true,
        score,
        code: material.def.relation === 'practice' ? material.def.solution : null,
        codeUpdatedAt: material.def.relation === 'practice' ? new Date(finishedAt) : null,
        finishedAt: new Date(finishedAt),
      });
      finished++;
      if (score !== null) scores.push(score);
    }

    const next = sequence[plan.passed];
    if (next) {
      // Some students already started the next project: their draft is saved, not submitted yet.
      const draft =
        (next.def.relation === 'submission' || next.def.relation === 'submission-exam') && random.chance(0.5)
          ? next.def.starter
          : null;
      await db.insert(progressMaterials).values({
        progressId,
        materialId: next.id,
        isUnlock: true,
        isFinish: false,
        code: draft,
        codeUpdatedAt: draft ? new Date(plan.lastActive) : null,
        updatedAt: new Date(plan.lastActive),
      });
    }

    const percentage = sequence.length === 0 ? 0 : round2((finished / sequence.length) * 100);
    const score = scores.length === 0 ? 0 : round2(scores.reduce((a, b) => a + b, 0) / scores.length);
    await db.update(progresses).set({ percentage, score }).where(eq(progresses.id, progressId));
  }
}

type Trail = {
  pmId: number;
  status: SubmissionStatus;
  studentId: number;
  mentorId: number | null;
  submittedAt: number;
  reviewedAt: number | null;
  random: Random;
  now: number;
};

/** Status events, review comments and notifications that match a submission's state. */
async function seedReviewTrail(db: Db, t: Trail): Promise<void> {
  await db
    .insert(submissionEvents)
    .values({ progressMaterialId: t.pmId, status: 'new', actorId: t.studentId, createdAt: new Date(t.submittedAt) });
  if (t.mentorId === null) return;
  const link = `/mentor/submission?progressMaterialId=${t.pmId}`;
  if (t.status === 'new') {
    await db.insert(notifications).values({
      userId: t.mentorId,
      type: 'submission.new',
      title: { id: 'Proyek baru dikirim', en: 'New project submitted' },
      body: { id: 'Seorang siswa mengirim proyek untuk direview.', en: 'A student submitted a project for review.' },
      link,
      readAt: null,
      createdAt: new Date(t.submittedAt),
    });
    return;
  }
  const startedReview = Math.min(t.submittedAt + 3_600_000, t.reviewedAt ?? t.now - 60_000);
  await db.insert(submissionEvents).values({
    progressMaterialId: t.pmId,
    status: 'in review',
    actorId: t.mentorId,
    createdAt: new Date(startedReview),
  });
  if (t.status !== 'reviewed' || t.reviewedAt === null) return;
  await db
    .insert(submissionEvents)
    .values({ progressMaterialId: t.pmId, status: 'reviewed', actorId: t.mentorId, createdAt: new Date(t.reviewedAt) });
  await db.insert(reviewComments).values([
    {
      progressMaterialId: t.pmId,
      mentorId: t.mentorId,
      path: 'index.html',
      line: t.random.int(6, 10),
      body: t.random.pick(lineComments),
      createdAt: new Date(t.reviewedAt),
    },
    {
      progressMaterialId: t.pmId,
      mentorId: t.mentorId,
      path: null,
      line: null,
      body: 'Secara keseluruhan sudah baik, lanjutkan!',
      createdAt: new Date(t.reviewedAt),
    },
  ]);
  await db.insert(notifications).values({
    userId: t.studentId,
    type: 'submission.reviewed',
    title: { id: 'Proyekmu sudah direview', en: 'Your project was reviewed' },
    body: { id: 'Mentor memberi masukan untuk proyekmu.', en: 'Your mentor left feedback on your project.' },
    link: '/submissions',
    readAt: t.now - t.reviewedAt > 7 * DAY ? new Date(t.reviewedAt + DAY) : null,
    createdAt: new Date(t.reviewedAt),
  });
}
