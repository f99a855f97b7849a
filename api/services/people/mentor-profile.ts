/**
 * The signed-in mentor's profile (docs/decisions/0004-data.md): name, email (read-only), phone, gender, birthday,
 * province, city and the number of students assigned to them.
 */

import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { message } from '../../contracts/common-messages';
import type { MentorProfile } from '../../contracts/mentor';
import { type Db, transaction } from '../../db/client';
import { epochMs } from '../../db/fragments';
import { perDatabase } from '../../db/per-database';
import { cities, type Gender, mentorDetails, provinces, studentDetails, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';

export type MentorProfileUpdate = {
  name: string;
  phone: string;
  gender?: Gender | undefined;
  birthday?: string | undefined;
  provinceId?: string | undefined;
  cityId?: string | undefined;
};

function prepare(db: Db) {
  const students = db.$with('students').as(
    db
      .select({ n: count().as('n') })
      .from(studentDetails)
      .innerJoin(users, and(eq(users.id, studentDetails.userId), isNull(users.deletedAt)))
      .where(eq(studentDetails.mentorId, sql.placeholder('id'))),
  );
  return {
    profile: db
      .with(students)
      .select({
        name: sql<string>`coalesce(${mentorDetails.fullName}, '')`,
        email: users.email,
        phone: mentorDetails.phone,
        gender: mentorDetails.gender,
        birthday: mentorDetails.birthday,
        provinceId: mentorDetails.provinceId,
        provinceName: provinces.name,
        cityId: mentorDetails.cityId,
        cityName: cities.name,
        joinedAt: epochMs<number>(users.createdAt),
        totalStudents: sql<number>`${students.n}`.mapWith(Number),
      })
      .from(users)
      .crossJoin(students)
      .leftJoin(mentorDetails, eq(mentorDetails.userId, users.id))
      .leftJoin(provinces, eq(provinces.id, mentorDetails.provinceId))
      .leftJoin(cities, eq(cities.id, mentorDetails.cityId))
      .where(and(eq(users.id, sql.placeholder('id')), eq(users.role, 'mentor')))
      .prepare(),
  };
}

const queries = perDatabase(prepare);

export async function getMentorProfile(db: Db, mentorId: number, locale: Locale): Promise<MentorProfile> {
  const [row] = await queries(db).profile.execute({ id: mentorId });
  if (!row) throw new AppError('not_found', message(locale, 'notFound'));
  return row;
}

/** Checks the province and city exist and belong together; throws 400 with per-field messages. */
async function assertArea(
  db: Db,
  provinceId: string | undefined,
  cityId: string | undefined,
  locale: Locale,
): Promise<void> {
  const fields: Record<string, string> = {};
  if (provinceId) {
    const [province] = await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, provinceId));
    if (!province) fields.provinceId = 'unknownProvince';
  }
  if (cityId) {
    const [city] = await db.select({ provinceId: cities.provinceId }).from(cities).where(eq(cities.id, cityId));
    if (!city) fields.cityId = 'unknownCity';
    else if (!provinceId || city.provinceId !== provinceId) fields.cityId = 'cityNotInProvince';
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('validation', message(locale, 'validation'), fields);
  }
}

/** Updates the profile (the email stays as it is) and returns it. */
export async function updateMentorProfile(db: Db, mentorId: number, update: MentorProfileUpdate, locale: Locale) {
  await assertArea(db, update.provinceId, update.cityId, locale);
  const values = {
    fullName: update.name,
    phone: update.phone,
    gender: update.gender ?? null,
    birthday: update.birthday ?? null,
    provinceId: update.provinceId ?? null,
    cityId: update.cityId ?? null,
  };
  await transaction(db, async (tx) => {
    await tx
      .insert(mentorDetails)
      .values({ userId: mentorId, ...values })
      .onConflictDoUpdate({ target: mentorDetails.userId, set: values });
    await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, mentorId));
  });
  return await getMentorProfile(db, mentorId, locale);
}
