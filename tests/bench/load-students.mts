/**
 * The simulated students of `load.mjs`, written straight into a seeded database through our own
 * Drizzle schema and `transaction()` (so the same code fills SQLite and PostgreSQL), instead of 200 sign-ups over
 * HTTP: each gets a user with the demo student's password hash (hashing 200 passwords would take longer than
 * the run), details, a progress on course 2 with every material unlocked (so any slide can be finished and any
 * practice drafted, in any order), a running subscription and three unread notifications. Prints, as one JSON
 * line, what the load driver needs: the password, and per student its e-mail, progress and practice rows.
 *
 *   DATABASE_URL=<seeded database> node --import tsx tests/bench/load-students.mts <count>
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { STUDENT_COURSE_ID as COURSE } from '../../api/contracts/course';
import { closeDb, openDb, returned, transaction } from '../../api/db/client';
import {
  chapters,
  materials,
  notifications,
  progresses,
  progressMaterials,
  studentDetails,
  subscriptions,
  topics,
  users,
} from '../../api/db/schema';
import { DEMO_PASSWORD } from '../../api/db/seed/index';
import { parseEnv } from '../../api/env';

const count = Number(process.argv[2] ?? '200');
if (!Number.isSafeInteger(count) || count < 1) throw new Error('usage: load-students.mts <count>');
const YEAR = 365 * 24 * 3600 * 1000;

const db = openDb(parseEnv().DATABASE_URL);
try {
  const [demo] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, 'student@kelaskoding.id'))
    .limit(1);
  if (!demo) throw new Error('Seed the demo data first: its student gives the password hash.');
  const outline = await db
    .select({ id: materials.id, topicId: materials.topicId, chapterId: topics.chapterId, relation: materials.relation })
    .from(materials)
    .innerJoin(topics, eq(topics.id, materials.topicId))
    .innerJoin(chapters, eq(chapters.id, topics.chapterId))
    .where(
      and(
        eq(chapters.courseId, COURSE),
        isNull(materials.deletedAt),
        eq(materials.status, 'published'),
        isNull(topics.deletedAt),
        eq(topics.status, 'published'),
        isNull(chapters.deletedAt),
        eq(chapters.status, 'published'),
      ),
    )
    .orderBy(asc(chapters.order), asc(topics.order), asc(materials.order), asc(materials.id));

  const now = new Date();
  const students = await transaction(db, async (tx) => {
    const written = [];
    for (let n = 0; n < count; n++) {
      const email = `load.${n}@example.com`;
      const user = await returned(
        tx
          .insert(users)
          .values({ role: 'student', email, passwordHash: demo.hash, createdAt: now, updatedAt: now })
          .returning({ id: users.id }),
      );
      await tx.insert(studentDetails).values({ userId: user.id, fullName: `Siswa Beban ${n}`, occupation: 'Pelajar' });
      const progress = await returned(
        tx
          .insert(progresses)
          .values({ studentId: user.id, courseId: COURSE, joinDate: now, lastLearningDate: now })
          .returning({ id: progresses.id }),
      );
      await tx.insert(subscriptions).values({
        studentId: user.id,
        courseId: COURSE,
        name: 'Beban 12 bulan',
        duration: 12,
        price: 0,
        start: new Date(now.getTime() - YEAR / 12),
        end: new Date(now.getTime() + YEAR),
        grantReason: 'load benchmark',
        createdAt: now,
        updatedAt: now,
      });
      const rows = await tx
        .insert(progressMaterials)
        .values(outline.map((m) => ({ progressId: progress.id, materialId: m.id, isUnlock: true, updatedAt: now })))
        .returning({ id: progressMaterials.id, materialId: progressMaterials.materialId });
      const rowOf = new Map(rows.map((r) => [r.materialId, r.id]));
      const notes = await tx
        .insert(notifications)
        .values(
          [1, 2, 3].map((k) => ({
            userId: user.id,
            type: 'submission.reviewed',
            title: { id: `Catatan ${k}`, en: `Note ${k}` },
            body: { id: 'Proyekmu sudah diperiksa.', en: 'Your project was reviewed.' },
            link: null,
            createdAt: new Date(now.getTime() - k * 60_000),
          })),
        )
        .returning({ id: notifications.id });
      written.push({
        id: user.id,
        email,
        progressId: progress.id,
        notifications: notes.map((r) => r.id),
        materials: outline.map((m) => ({ ...m, progressMaterialId: rowOf.get(m.id) })),
      });
    }
    return written;
  });
  console.log(JSON.stringify({ password: DEMO_PASSWORD, students }));
} finally {
  await closeDb(db);
}
