/**
 * The scale data set of the list targets (docs/decisions/0017-speed-targets.md): `count` extra students (users + details, some with a mentor) and
 * `perStudent` progress_materials rows each (with one progress per student on course 2), written with
 * multi-row inserts through the query builder in transactions of `batch` students, so it fills SQLite
 * and PostgreSQL alike. Emails are `large.<n>@example.com`, so a second run continues after the students
 * already there. The demo seed must have run first.
 */
import { and, asc, count, eq, isNull, like } from 'drizzle-orm';
import { STUDENT_COURSE_ID as COURSE } from '../../contracts/course';
import { analyzeDb, type Db, transaction } from '../client';
import { chapters, courses, materials, progresses, progressMaterials, studentDetails, topics, users } from '../schema';
import { createRandom, DAY } from './random';

export type LargeSeedOptions = { count: number; perStudent: number; batch?: number; now?: number };
export type LargeSeedResult = { students: number; progressMaterials: number; ms: number };

const FIRST = [
  'Agus',
  'Ayu',
  'Bayu',
  'Citra',
  'Dewi',
  'Dimas',
  'Eka',
  'Fajar',
  'Gita',
  'Hana',
  'Indah',
  'Joko',
  'Kartika',
  'Lukman',
  'Maya',
  'Nanda',
  'Putri',
  'Rizky',
  'Sari',
  'Taufik',
  'Wulan',
  'Yoga',
];
const LAST = [
  'Saputra',
  'Wijaya',
  'Hidayat',
  'Kusuma',
  'Nugroho',
  'Setiawan',
  'Siregar',
  'Nasution',
  'Lubis',
  'Wibowo',
  'Permana',
  'Gunawan',
  'Halim',
  'Rahman',
  'Utami',
  'Pratama',
];
const JOBS = ['Pelajar', 'Mahasiswa', 'Karyawan', 'Freelancer', 'Guru', 'Fresh Graduate'];

/** Rows per INSERT: well under both engines' bound-parameter limits (SQLite 32,766; PostgreSQL 65,535). */
const ROWS_PER_INSERT = 500;

/** Inserts `rows` in chunks of ROWS_PER_INSERT and returns what the chunks' RETURNING gave. */
async function insertChunked<R, T>(rows: R[], insert: (chunk: R[]) => PromiseLike<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    out.push(...(await insert(rows.slice(i, i + ROWS_PER_INSERT))));
  return out;
}

/** Inserts `rows` in chunks of ROWS_PER_INSERT. */
async function insertAll<R>(rows: R[], insert: (chunk: R[]) => PromiseLike<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insert(rows.slice(i, i + ROWS_PER_INSERT));
}

/** Writes the data set and returns how much was written and how long it took. */
export async function seedLarge(db: Db, options: LargeSeedOptions): Promise<LargeSeedResult> {
  const started = Date.now();
  const now = options.now ?? Date.now();
  const batch = options.batch ?? 5000;
  const random = createRandom(424242);

  const [student] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.role, 'student'))
    .orderBy(asc(users.id))
    .limit(1);
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, COURSE));
  const hash = student?.hash;
  if (!hash || !course)
    throw new Error(`Run the demo seed first (npm run db:seed): it provides course ${COURSE} and a password hash.`);
  const materialIds = (
    await db
      .select({ id: materials.id })
      .from(materials)
      .innerJoin(topics, eq(topics.id, materials.topicId))
      .innerJoin(chapters, eq(chapters.id, topics.chapterId))
      .where(and(eq(chapters.courseId, COURSE), isNull(materials.deletedAt)))
      .orderBy(asc(chapters.order), asc(topics.order), asc(materials.order))
  ).map((r) => r.id);
  if (materialIds.length < options.perStudent) {
    throw new Error(`Course ${COURSE} has ${materialIds.length} materials; perStudent must not exceed that.`);
  }
  const mentorIds = (
    await db.select({ id: users.id }).from(users).where(eq(users.role, 'mentor')).orderBy(asc(users.id))
  ).map((r) => r.id);
  const [already] = await db.select({ n: count() }).from(users).where(like(users.email, 'large.%'));
  const first = already?.n ?? 0;

  // Drawn per student in the same order as ever, and before the transaction (PostgreSQL may run its body
  // again), so a run writes the same data set.
  const draw = (from: number, to: number) => {
    const drawn = [];
    for (let n = from; n < to; n++) {
      const joined = now - random.int(0, 365) * DAY - random.int(0, DAY - 1);
      const male = random.chance(0.5);
      const name = `${random.pick(FIRST)} ${random.pick(LAST)} ${n}`;
      const mentor = mentorIds.length > 0 && random.chance(0.8) ? random.pick(mentorIds) : null;
      const job = random.pick(JOBS);
      const finished = random.int(0, options.perStudent);
      const scores = Array.from({ length: finished }, () => random.int(60, 100));
      drawn.push({ n, email: `large.${n}@example.com`, joined, male, name, mentor, job, finished, scores });
    }
    return drawn;
  };

  const writeBatch = async (tx: Db, drawn: ReturnType<typeof draw>) => {
    const userIds = new Map(
      (
        await insertChunked(drawn, (chunk) =>
          tx
            .insert(users)
            .values(
              chunk.map((d) => ({
                role: 'student' as const,
                email: d.email,
                passwordHash: hash,
                createdAt: new Date(d.joined),
                updatedAt: new Date(d.joined),
              })),
            )
            .returning({ id: users.id, email: users.email }),
        )
      ).map((r) => [r.email, r.id]),
    );
    const idOf = (email: string) => {
      const id = userIds.get(email);
      if (id === undefined) throw new Error(`seedLarge: no id returned for ${email}`);
      return id;
    };
    await insertAll(drawn, (chunk) =>
      tx.insert(studentDetails).values(
        chunk.map((d) => ({
          userId: idOf(d.email),
          fullName: d.name,
          phone: `08${String(1_000_000_000 + d.n).slice(0, 10)}`,
          gender: d.male ? ('male' as const) : ('female' as const),
          occupation: d.job,
          mentorId: d.mentor,
        })),
      ),
    );
    const progressIds = new Map(
      (
        await insertChunked(drawn, (chunk) =>
          tx
            .insert(progresses)
            .values(
              chunk.map((d) => ({
                studentId: idOf(d.email),
                courseId: COURSE,
                joinDate: new Date(d.joined),
                lastLearningDate: new Date(d.joined + d.finished * DAY),
                percentage: (d.finished / materialIds.length) * 100,
                score: d.finished * 8,
              })),
            )
            .returning({ id: progresses.id, studentId: progresses.studentId }),
        )
      ).map((r) => [r.studentId, r.id]),
    );
    const pms = drawn.flatMap((d) => {
      const progressId = progressIds.get(idOf(d.email));
      if (progressId === undefined) throw new Error(`seedLarge: no progress returned for ${d.email}`);
      return materialIds.slice(0, options.perStudent).map((materialId, i) => ({
        progressId,
        materialId,
        isUnlock: true,
        isFinish: i < d.finished,
        score: i < d.finished ? (d.scores[i] ?? null) : null,
        updatedAt: new Date(d.joined + i * DAY),
      }));
    });
    await insertAll(pms, (chunk) => tx.insert(progressMaterials).values(chunk));
  };

  for (let from = first; from < first + options.count; from += batch) {
    const to = Math.min(from + batch, first + options.count);
    const drawn = draw(from, to);
    await transaction(db, (tx) => writeBatch(tx, drawn));
  }
  // A full ANALYZE, not the cheap refresh: on SQLite `PRAGMA optimize`'s sampled statistics guessed 667
  // students per role and 2,001 per `deleted_at`, and the planner then sorted every student for a page.
  await analyzeDb(db);
  return { students: options.count, progressMaterials: options.count * options.perStudent, ms: Date.now() - started };
}
