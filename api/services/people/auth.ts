/**
 * Accounts: sign-in (with throttling and constant work for unknown addresses), student sign-up, and
 * the profile of the signed-in user that `/api/{role}/user` and the login calls return.
 */
import { and, count, desc, eq, gt, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type {
  AdminUser,
  AnyUser,
  MentorUser,
  RegisterBody,
  StudentUser,
  SubscriptionStatus,
} from '../../contracts/auth';
import { message } from '../../contracts/common-messages';
import { STUDENT_COURSE_ID } from '../../contracts/course';
import { type Db, executed, lockingTransaction, returned } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { constant, unsampledId, unsampledTime } from '../../db/plan-stable';
import {
  adminDetails,
  chapters,
  cities,
  courses,
  materials,
  mentorDetails,
  progresses,
  progressMaterials,
  provinces,
  type Role,
  studentDetails,
  subscriptions,
  topics,
  users,
} from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import { type Awaitable, andThen } from '../../lib/awaitable';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import type { Locale } from '../../types';
import { liveChapter, liveMaterial, liveTopic } from '../content/published';
import {
  countEvent,
  lockedForSeconds,
  type SignInLimits,
  throttledPasswordCheck,
  throttleKeys,
  tooManyAttempts,
} from './auth-throttle';
import { autoAssignMentor, type MentorAutoAssign } from './mentor-assignment';
import { studentDetailColumns, studentDetailFields } from './student-details';

/** The sign-in lookup by role and address, prepared once per database (every sign-in runs it). */
const signInStatements = perDatabase((db: Db) => ({
  user: db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(eq(users.role, sql.placeholder('role')), eq(users.email, sql.placeholder('email')), isNull(users.deletedAt)),
    )
    .prepare(),
}));

/**
 * Checks an e-mail and password for one role, from the client at `address`. A wrong password, an unknown
 * address and another role's account all fail alike (401, with the same hashing work). Failures count
 * per account–address pair and per address (auth-throttle.ts); either one over its limit answers 429.
 */
export async function authenticate(
  db: Db,
  role: Role,
  email: string,
  password: string,
  limits: SignInLimits,
  locale: Locale,
  address: string,
): Promise<{ id: number; role: Role }> {
  // Read only when no lock answers first; an unknown address is checked against a dummy hash, so it costs the
  // same as a wrong password.
  let user: { id: number; passwordHash: string } | undefined;
  const matches = await throttledPasswordCheck(db, { role, email, address }, limits, locale, async () => {
    user = (await signInStatements(db).user.execute({ role, email }))[0];
    return verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  });
  if (!user || !matches) throw new AppError('unauthenticated', message(locale, 'invalidCredentials'));
  return { id: user.id, role };
}

/**
 * Counts one sign-up attempt from `address` (every attempt that reaches the database's checks, so the
 * "already registered" answer cannot be asked about many addresses); 429 once over the limit.
 */
export async function throttleRegistration(
  db: Db,
  address: string,
  limits: Pick<Env, 'REGISTER_MAX_ATTEMPTS' | 'LOGIN_WINDOW_MINUTES'>,
  locale: Locale,
): Promise<void> {
  const key = throttleKeys.register(address);
  const locked = await lockedForSeconds(db, [key]);
  if (locked > 0) throw tooManyAttempts(locale, locked, 'tooManySignUps');
  // Attempts up to the limit are answered; the one past it starts the lock.
  const lockSeconds = await countEvent(db, key, limits.REGISTER_MAX_ATTEMPTS + 1, limits.LOGIN_WINDOW_MINUTES);
  if (lockSeconds > 0) throw tooManyAttempts(locale, lockSeconds, 'tooManySignUps');
}

async function checkArea(db: Db, input: RegisterBody, locale: Locale): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  if (input.province) {
    const province = (
      await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, input.province)).limit(1)
    )[0];
    if (!province) fields.province = message(locale, 'unknownProvince');
  }
  if (input.city) {
    const city = (await db.select().from(cities).where(eq(cities.id, input.city)).limit(1))[0];
    if (!city) fields.city = message(locale, 'unknownCity');
    // A city is chosen within a province: without one, it lies in none the student picked.
    else if (city.provinceId !== input.province) fields.city = message(locale, 'cityNotInProvince');
  }
  return fields;
}

/** The first material of the course in learning order (trial chapters first); unlocked for everyone. */
export async function firstMaterialId(db: Db, courseId = STUDENT_COURSE_ID): Promise<number | null> {
  const row = (
    await db
      .select({ id: materials.id })
      .from(materials)
      .innerJoin(topics, eq(topics.id, materials.topicId))
      .innerJoin(chapters, eq(chapters.id, topics.chapterId))
      .where(and(eq(chapters.courseId, courseId), liveChapter, liveTopic, liveMaterial))
      .orderBy(desc(chapters.isTrial), chapters.order, topics.order, materials.order, materials.id)
      .limit(1)
  )[0];
  return row?.id ?? null;
}

const emailTaken = (locale: Locale) =>
  new AppError('conflict', message(locale, 'emailTaken'), { email: message(locale, 'emailTaken') });

/**
 * The checks of a sign-up form that need the database and say nothing about accounts: an unknown province or
 * city answers 400 with the field. Run before the bot check, so a form the student must correct does not use up
 * its solution.
 */
export async function checkRegistration(db: Db, input: RegisterBody, locale: Locale): Promise<void> {
  const areaFields = await checkArea(db, input, locale);
  if (Object.keys(areaFields).length > 0) throw new AppError('validation', 'validation', areaFields);
}

/**
 * Creates a student with details and a progress row for course 2 (first material unlocked), after
 * `checkRegistration`'s checks and the bot check. An address a student account already has answers 409 (the
 * spec's sign-up tells the student to sign in instead) only here, after the bot check, so that asking which
 * addresses exist costs a solved bot check and a sign-up attempt each (docs/decisions/0022-hardening.md).
 * The transaction runs at READ COMMITTED on PostgreSQL: the unique index on role and e-mail decides between
 * two sign-ups with one address, and sign-ups at once never fail each other with a serialization error.
 */
export async function registerStudent(
  db: Db,
  input: RegisterBody,
  locale: Locale,
  mentorPolicy: MentorAutoAssign = 'off',
  now = Date.now(),
): Promise<number> {
  await checkRegistration(db, input, locale);
  // Only a student account answers "already registered": addresses are unique per role, so an admin's or a
  // mentor's address signs up like any free one and this answer reveals nothing about staff accounts.
  if (await studentEmailTaken(db, input.email)) throw emailTaken(locale);

  const passwordHash = await hashPassword(input.password);
  try {
    // better-sqlite3 runs the Drizzle calls below on the same connection, inside this transaction.
    return await lockingTransaction(db, async (tx) => {
      const created = new Date(now);
      const userId = (
        await returned(
          tx
            .insert(users)
            .values({ role: 'student', email: input.email, passwordHash, createdAt: created, updatedAt: created })
            .returning({ id: users.id }),
        )
      ).id;
      await tx.insert(studentDetails).values({
        userId,
        fullName: input.fullName,
        phone: input.phoneNumber,
        gender: input.gender ?? null,
        birthday: input.birthday ?? null,
        provinceId: input.province ?? null,
        cityId: input.city ?? null,
        occupation: input.occupation ?? null,
      });
      // Someone who signs up has a mentor who knows about them from the start (MENTOR_AUTO_ASSIGN).
      await autoAssignMentor(tx, { id: userId, fullName: input.fullName }, mentorPolicy);
      const course = (
        await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, STUDENT_COURSE_ID)).limit(1)
      )[0];
      if (course) {
        const progressId = (
          await returned(
            tx
              .insert(progresses)
              .values({ studentId: userId, courseId: STUDENT_COURSE_ID, joinDate: created, percentage: 0, score: 0 })
              .returning({ id: progresses.id }),
          )
        ).id;
        const first = await firstMaterialId(tx);
        if (first !== null) {
          await tx.insert(progressMaterials).values({ progressId, materialId: first, isUnlock: true, startedAt: null });
        }
      }
      return userId;
    });
  } catch (err) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(err)) throw emailTaken(locale);
    throw err;
  }
}

async function studentEmailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'student'), eq(users.email, email)))
    .limit(1);
  return rows.length > 0;
}

/** A unique index refused an insert (SQLite's message, or PostgreSQL's code 23505, possibly wrapped by Drizzle). */
function isUniqueViolation(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(err.message);
}

/**
 * The latest end among the student's live subscriptions to the course that also meet `conditions`, as a subquery of
 * the profile's statement (the outer row is the student's `users` row), read back as the column's Date.
 */
function subscriptionEnd(...conditions: SQL[]) {
  const where = and(
    eq(subscriptions.studentId, users.id),
    eq(subscriptions.courseId, constant(STUDENT_COURSE_ID)),
    isNull(subscriptions.deletedAt),
    ...conditions,
  );
  return sql<Date | null>`(select max(${subscriptions.end}) from ${subscriptions} where ${where})`.mapWith(
    subscriptions.end,
  );
}

/**
 * The profile reads: every request to `/api/<role>/user` and every sign-in runs them, so they are
 * prepared once per database (building a Drizzle query and preparing it per request cost more than
 * running it), with their fixed values written in and ids bound unsampled so that SQLite does not prepare
 * them again on each run (db/plan-stable.ts).
 */
const profileStatements = perDatabase((db: Db) => ({
  student: db
    .select({
      ...studentDetailColumns,
      mentorId: studentDetails.mentorId,
      progressId: progresses.id,
      // The subscription the profile shows, in the same statement (one statement fewer on every session read):
      // the running one with the latest end, else the latest one at all (expired), else none.
      runningEnd: subscriptionEnd(
        lte(subscriptions.start, unsampledTime('now')),
        gt(subscriptions.end, unsampledTime('now')),
      ),
      latestEnd: subscriptionEnd(),
    })
    .from(users)
    .innerJoin(studentDetails, eq(studentDetails.userId, users.id))
    .leftJoin(provinces, eq(provinces.id, studentDetails.provinceId))
    .leftJoin(cities, eq(cities.id, studentDetails.cityId))
    .leftJoin(progresses, and(eq(progresses.studentId, users.id), eq(progresses.courseId, constant(STUDENT_COURSE_ID))))
    .where(and(eq(users.id, sql.placeholder('id')), eq(users.role, constant('student')), isNull(users.deletedAt)))
    .prepare(),
  mentor: db
    .select({
      email: users.email,
      fullName: mentorDetails.fullName,
      phone: mentorDetails.phone,
      gender: mentorDetails.gender,
      birthday: mentorDetails.birthday,
      provinceId: mentorDetails.provinceId,
      provinceName: provinces.name,
      cityId: mentorDetails.cityId,
      cityName: cities.name,
    })
    .from(users)
    .innerJoin(mentorDetails, eq(mentorDetails.userId, users.id))
    .leftJoin(provinces, eq(provinces.id, mentorDetails.provinceId))
    .leftJoin(cities, eq(cities.id, mentorDetails.cityId))
    .where(and(eq(users.id, sql.placeholder('id')), eq(users.role, constant('mentor')), isNull(users.deletedAt)))
    .prepare(),
  mentorStudents: db
    .select({ n: count() })
    .from(studentDetails)
    .innerJoin(users, eq(users.id, studentDetails.userId))
    .where(and(eq(studentDetails.mentorId, unsampledId('id')), isNull(users.deletedAt)))
    .prepare(),
  admin: db
    .select({ email: users.email, fullName: adminDetails.fullName })
    .from(users)
    .leftJoin(adminDetails, eq(adminDetails.userId, users.id))
    .where(and(eq(users.id, sql.placeholder('id')), eq(users.role, constant('admin')), isNull(users.deletedAt)))
    .prepare(),
}));

function studentProfile(db: Db, id: number, now: number): Awaitable<StudentUser | null> {
  return andThen(executed(db, profileStatements(db).student.execute({ id, now })), ([row]) => {
    if (!row) return null;
    const shownEnd = row.runningEnd ?? row.latestEnd;
    return {
      id,
      role: 'student',
      name: row.fullName,
      ...studentDetailFields(row),
      subscriptionStatus: subscriptionStatus(row.runningEnd, row.latestEnd),
      subscriptionEnd: shownEnd ? shownEnd.toISOString() : null,
      mentorId: row.mentorId,
      progressId: row.progressId,
    };
  });
}

function subscriptionStatus(runningEnd: Date | null, latestEnd: Date | null): SubscriptionStatus {
  if (runningEnd) return 'active';
  return latestEnd ? 'expired' : 'none';
}

async function mentorProfile(db: Db, id: number): Promise<MentorUser | null> {
  const q = profileStatements(db);
  const row = (await q.mentor.execute({ id }))[0];
  if (!row) return null;
  const students = (await q.mentorStudents.execute({ id }))[0];
  return {
    id,
    role: 'mentor',
    email: row.email,
    name: row.fullName,
    phone: row.phone,
    gender: row.gender,
    birthday: row.birthday,
    province: row.provinceId,
    provinceName: row.provinceName,
    city: row.cityId,
    cityName: row.cityName,
    totalStudents: students?.n ?? 0,
  };
}

/**
 * The profile of a user of `role`, or null when there is none (deleted, or another role). A student's answers at
 * once on SQLite (the session read every student screen makes, lib/awaitable.ts).
 */
export function loadUser(db: Db, role: Role, id: number, now = Date.now()): Awaitable<AnyUser | null> {
  if (role === 'student') return studentProfile(db, id, now);
  if (role === 'mentor') return mentorProfile(db, id);
  return adminProfile(db, id);
}

async function adminProfile(db: Db, id: number): Promise<AdminUser | null> {
  const row = (await profileStatements(db).admin.execute({ id }))[0];
  return row ? { id, role: 'admin', email: row.email, name: row.fullName ?? row.email } : null;
}
