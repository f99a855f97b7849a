/** The student's own profile: read and update (full name, phone, gender, birthday, province, city, occupation). */
import { eq } from 'drizzle-orm';
import { message } from '../../contracts/common-messages';
import type { ProfileBody } from '../../contracts/student';
import type { StudentProfile } from '../../contracts/student-learning';
import { type Db, transaction } from '../../db/client';
import { cities, provinces, studentDetails, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Locale } from '../../types';
import { subscriptionSummary } from '../commerce/student-subscriptions';
import { studentDetailColumns, studentDetailFields } from './student-details';

/** The profile of student `userId`; 404 when the student has no details row. */
export async function getStudentProfile(
  db: Db,
  userId: number,
  locale: Locale,
  now = new Date(),
): Promise<StudentProfile> {
  const row = (
    await db
      .select({ id: users.id, ...studentDetailColumns })
      .from(users)
      .innerJoin(studentDetails, eq(studentDetails.userId, users.id))
      .leftJoin(provinces, eq(provinces.id, studentDetails.provinceId))
      .leftJoin(cities, eq(cities.id, studentDetails.cityId))
      .where(eq(users.id, userId))
      .limit(1)
  )[0];
  if (!row) throw new AppError('not_found', message(locale, 'notFound'));
  return { id: row.id, ...studentDetailFields(row), subscription: await subscriptionSummary(db, userId, now) };
}

/** Updates the profile after checking that the province exists and the city lies in it. */
export async function updateStudentProfile(
  db: Db,
  userId: number,
  body: ProfileBody,
  locale: Locale,
): Promise<StudentProfile> {
  const fields: Record<string, string> = {};
  if (
    body.province &&
    !(await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, body.province)).limit(1))[0]
  ) {
    fields.province = message(locale, 'unknownProvince');
  }
  if (body.city) {
    const city = (
      await db.select({ provinceId: cities.provinceId }).from(cities).where(eq(cities.id, body.city)).limit(1)
    )[0];
    if (!city) fields.city = message(locale, 'unknownCity');
    else if (city.provinceId !== body.province) fields.city = message(locale, 'cityNotInProvince');
  }
  if (Object.keys(fields).length > 0) throw new AppError('validation', message(locale, 'validation'), fields);
  const now = new Date();
  await transaction(db, async (tx) => {
    await tx
      .update(studentDetails)
      .set({
        fullName: body.fullName,
        phone: body.phoneNumber,
        gender: body.gender ?? null,
        birthday: body.birthday ?? null,
        provinceId: body.province ?? null,
        cityId: body.province ? (body.city ?? null) : null,
        occupation: body.occupation ?? null,
      })
      .where(eq(studentDetails.userId, userId));
    await tx.update(users).set({ updatedAt: now }).where(eq(users.id, userId));
  });
  return await getStudentProfile(db, userId, locale, now);
}
