/**
 * Admin resources of people: students and mentors are users (id, e-mail, password, soft delete)
 * with a details row. Student and mentor lists search the full name and the e-mail, order by name, e-mail or join date,
 * and students filter by `unassigned=1` or `mentorId=`. Assignment sets or clears a student's mentor.
 */

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { adminMessage } from '../../contracts/admin-messages';
import * as contracts from '../../contracts/admin-people';
import { message } from '../../contracts/common-messages';
import type { Db } from '../../db/client';
import { returned } from '../../db/client';
import { asNumber, nocase } from '../../db/fragments';
import { cities, mentorDetails, provinces, type Role, studentDetails, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { defined } from '../content/admin-resource-helpers';
import { defineResource, getResource } from '../content/resource';
import type { ResourceContext } from '../content/resource-types';
import { autoAssignMentor, reassignStudentsOf } from './mentor-assignment';
import { deleteUserSessions } from './session';

const now = () => new Date();
const lowerName = (column: typeof studentDetails.fullName | typeof mentorDetails.fullName) => sql`lower(${column})`;

function fieldError(field: string, text: string): AppError {
  return new AppError('validation', text, { [field]: text });
}

/** 400 on `email` when another user of `role` already has it (addresses are unique per role). */
async function assertEmailFree(db: Db, role: Role, email: string, locale: Locale, exceptId?: number): Promise<void> {
  const row = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, role), eq(users.email, email)))
      .limit(1)
  )[0];
  if (row && row.id !== exceptId) throw fieldError('email', message(locale, 'emailTaken'));
}

/** 400 when the province or city is unknown or the city lies in another province. */
async function assertArea(db: Db, locale: Locale, provinceId?: string, cityId?: string): Promise<void> {
  if (
    provinceId &&
    !(await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, provinceId)).limit(1))[0]
  ) {
    throw fieldError('provinceId', message(locale, 'unknownProvince'));
  }
  if (!cityId) return;
  const city = (
    await db.select({ provinceId: cities.provinceId }).from(cities).where(eq(cities.id, cityId)).limit(1)
  )[0];
  if (!city) throw fieldError('cityId', message(locale, 'unknownCity'));
  if (provinceId && city.provinceId !== provinceId) throw fieldError('cityId', message(locale, 'cityNotInProvince'));
}

type PersonInput = {
  email?: string;
  passwordHash?: string;
  fullName?: string;
  phone?: string;
  gender?: 'male' | 'female';
  birthday?: string;
  provinceId?: string;
  cityId?: string;
};

async function insertUser(db: Db, role: Role, input: PersonInput & { email: string }, locale: Locale): Promise<number> {
  await assertEmailFree(db, role, input.email, locale);
  if (!input.passwordHash) throw new Error('passwordHash must be set before the write');
  await assertArea(db, locale, input.provinceId, input.cityId);
  return (
    await returned(
      db
        .insert(users)
        .values({ role, email: input.email, passwordHash: input.passwordHash })
        .returning({ id: users.id }),
    )
  ).id;
}

/** The province and city stored for a person, to check a change of only one of them against the other. */
async function storedArea(db: Db, id: number): Promise<{ provinceId: string | null; cityId: string | null }> {
  const role = (await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1))[0]?.role;
  const details = role === 'mentor' ? mentorDetails : studentDetails;
  const row = (
    await db
      .select({ provinceId: details.provinceId, cityId: details.cityId })
      .from(details)
      .where(eq(details.userId, id))
      .limit(1)
  )[0];
  return { provinceId: row?.provinceId ?? null, cityId: row?.cityId ?? null };
}

async function updateUser(db: Db, id: number, input: PersonInput, locale: Locale): Promise<void> {
  if (input.email) {
    const role = (await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1))[0]?.role;
    if (role) await assertEmailFree(db, role, input.email, locale, id);
  }
  // A partial update keeps the other half of the pair: the city must still lie in the province.
  const onlyOne = (input.provinceId === undefined) !== (input.cityId === undefined);
  const stored = onlyOne ? await storedArea(db, id) : null;
  await assertArea(
    db,
    locale,
    input.provinceId ?? stored?.provinceId ?? undefined,
    input.cityId ?? stored?.cityId ?? undefined,
  );
  await db
    .update(users)
    .set({ ...defined({ email: input.email, passwordHash: input.passwordHash }), updatedAt: now() })
    .where(eq(users.id, id));
  // A new password ends every session the old one opened (docs/decisions/0007-api.md): whoever held the account signs in again.
  if (input.passwordHash) await deleteUserSessions(db, id);
}

const detailOf = (input: PersonInput) =>
  defined({
    fullName: input.fullName,
    phone: input.phone,
    gender: input.gender,
    birthday: input.birthday,
    provinceId: input.provinceId,
    cityId: input.cityId,
  });

/**
 * Students are listed from `student_details` (its `deleted_at` mirrors the user's), so filtering,
 * searching and ordering by name run on one covering index even with 100,000 students; `users` is
 * joined only for the page's rows.
 */
export const studentsResource = defineResource({
  name: 'students',
  table: studentDetails,
  idColumn: studentDetails.userId,
  countWithoutJoin: true,
  // Deep pages (start=90,000) read only ids from a covering index, then the page's rows. E-mail and
  // join date live on `users`, whose `deleted_at` and role mirror student_details 1:1: paged there alone.
  deferredPage: {
    sources: {
      email: { table: users, id: users.id, deletedAt: users.deletedAt, scope: eq(users.role, 'student') },
      created_at: { table: users, id: users.id, deletedAt: users.deletedAt, scope: eq(users.role, 'student') },
    },
  },
  // The role term lets SQLite read users in e-mail or join-date order through (role, …) indexes and
  // stop after a page, instead of sorting 100,000 rows.
  join: (q) => q.innerJoin(users, and(eq(users.id, studentDetails.userId), eq(users.role, 'student'))),
  fields: {
    id: users.id,
    email: users.email,
    created_at: users.createdAt,
    deleted_at: studentDetails.deletedAt,
    mentor_id: studentDetails.mentorId,
    detail: {
      id: studentDetails.id,
      full_name: studentDetails.fullName,
      occupation: studentDetails.occupation,
      gender: studentDetails.gender,
      phone: studentDetails.phone,
      birthday: studentDetails.birthday,
      province_id: studentDetails.provinceId,
      city_id: studentDetails.cityId,
    },
  },
  // Admins look people up by e-mail as often as by name: both are in the trigram table `student_search`.
  searchColumns: [],
  searchIndex: {
    table: 'student_search',
    columns: ['full_name', 'email'],
    // One arm per trigram index: an OR across the join could use neither, and joined and filtered every student.
    // The e-mail arm may name other roles' ids; the list reads students only.
    postgres: (pattern) =>
      sql`select sd.user_id from ${studentDetails} sd where unaccented(sd.full_name) ilike unaccented(${pattern}) escape '\\'
        union select su.id from ${users} su where su.email ilike ${pattern} escape '\\'`,
  },
  orderColumns: {
    name: nocase(studentDetails.fullName),
    email: users.email,
    created_at: users.createdAt,
    id: studentDetails.userId,
    occupation: studentDetails.occupation,
  },
  defaultOrder: { column: 'name', dir: 'asc' },
  filters: {
    unassigned: { flag: isNull(studentDetails.mentorId) },
    mentorId: { column: studentDetails.mentorId },
  },
  onTrash: async ({ db }, id, deletedAt) => {
    await db.update(users).set({ deletedAt, updatedAt: now() }).where(eq(users.id, id));
  },
  createSchema: contracts.studentCreate,
  updateSchema: contracts.studentUpdate,
  create: async ({ db, locale, mentorAutoAssign }, input: z.output<typeof contracts.studentCreate>) => {
    const id = await insertUser(db, 'student', input, locale);
    await db
      .insert(studentDetails)
      .values({ userId: id, fullName: input.fullName, occupation: input.occupation ?? null, ...detailOf(input) });
    await autoAssignMentor(db, { id, fullName: input.fullName }, mentorAutoAssign ?? 'off');
    return id;
  },
  update: async ({ db, locale }, id, input: z.output<typeof contracts.studentUpdate>) => {
    await updateUser(db, id, input, locale);
    const detail = { ...detailOf(input), ...defined({ occupation: input.occupation }) };
    if (Object.keys(detail).length > 0) {
      await db.update(studentDetails).set(detail).where(eq(studentDetails.userId, id));
    }
  },
});

/** The mentor's students still active. Inner tables are aliased and the outer one named, since Drizzle
 * leaves columns unqualified in a query without joins and `mentor_id = id` would then read inner columns. */
const studentCount = asNumber(
  sql`(select count(*) from ${studentDetails} sd join ${users} s on s.id = sd.user_id where sd.mentor_id = ${users}.id and s.deleted_at is null)`,
);

export const mentorsResource = defineResource({
  name: 'mentors',
  table: users,
  scope: eq(users.role, 'mentor'),
  join: (q) => q.innerJoin(mentorDetails, eq(mentorDetails.userId, users.id)),
  fields: {
    id: users.id,
    email: users.email,
    created_at: users.createdAt,
    deleted_at: users.deletedAt,
    total_students: studentCount,
    detail: {
      id: mentorDetails.id,
      full_name: mentorDetails.fullName,
      gender: mentorDetails.gender,
      phone: mentorDetails.phone,
      birthday: mentorDetails.birthday,
      province_id: mentorDetails.provinceId,
      city_id: mentorDetails.cityId,
    },
  },
  searchColumns: [mentorDetails.fullName, users.email],
  orderColumns: {
    name: lowerName(mentorDetails.fullName),
    email: users.email,
    created_at: users.createdAt,
    id: users.id,
    total_students: studentCount,
  },
  defaultOrder: { column: 'name', dir: 'asc' },
  // A trashed mentor's students move to the other mentors (MENTOR_AUTO_ASSIGN), or wait for an admin.
  onTrash: async ({ db, mentorAutoAssign }, id, deletedAt) => {
    if (deletedAt) await reassignStudentsOf(db, id, mentorAutoAssign ?? 'off');
  },
  createSchema: contracts.mentorCreate,
  updateSchema: contracts.mentorUpdate,
  create: async ({ db, locale }, input: z.output<typeof contracts.mentorCreate>) => {
    const id = await insertUser(db, 'mentor', input, locale);
    await db.insert(mentorDetails).values({ userId: id, fullName: input.fullName, ...detailOf(input) });
    return id;
  },
  update: async ({ db, locale }, id, input: z.output<typeof contracts.mentorUpdate>) => {
    await updateUser(db, id, input, locale);
    const detail = detailOf(input);
    if (Object.keys(detail).length > 0) await db.update(mentorDetails).set(detail).where(eq(mentorDetails.userId, id));
  },
});

/** Sets (or with `null` clears) the mentor of student `studentId`; returns the student row. */
export async function assignMentor(ctx: ResourceContext, studentId: number, mentorId: number | null) {
  const { db, locale } = ctx;
  const student = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, studentId), eq(users.role, 'student'), isNull(users.deletedAt)))
      .limit(1)
  )[0];
  if (!student) throw new AppError('not_found', adminMessage(locale, 'unknownStudent'));
  if (mentorId !== null) {
    const mentor = (
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, mentorId), eq(users.role, 'mentor'), isNull(users.deletedAt)))
        .limit(1)
    )[0];
    if (!mentor) throw fieldError('mentorId', adminMessage(locale, 'unknownMentor'));
  }
  await db.update(studentDetails).set({ mentorId }).where(eq(studentDetails.userId, studentId));
  return await getResource(ctx, studentsResource, studentId);
}
