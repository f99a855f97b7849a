/**
 * The signed-in mentor's profile (docs/decisions/0004-data.md): name, email (read-only), phone, gender, birthday,
 * province, city and the number of students assigned to them.
 */
import { message } from '../contracts/common-messages';
import type { MentorProfile } from '../contracts/mentor';
import { type Db, transaction } from '../db/client';
import type { Gender } from '../db/schema';
import { AppError } from '../errors';
import type { Locale } from '../types';
import { prepared } from './mentor-shared';

export type MentorProfileUpdate = {
  name: string;
  phone: string;
  gender?: Gender | undefined;
  birthday?: string | undefined;
  provinceId?: string | undefined;
  cityId?: string | undefined;
};

export async function getMentorProfile(db: Db, mentorId: number, locale: Locale): Promise<MentorProfile> {
  const row = (await prepared(
    db,
    `SELECT COALESCE(md.full_name, '') AS name, u.email AS email, md.phone AS phone, md.gender AS gender,
       md.birthday AS birthday, md.province_id AS provinceId, pr.name AS provinceName, md.city_id AS cityId,
       ci.name AS cityName, u.created_at AS joinedAt,
       (SELECT COUNT(*) FROM student_details sd JOIN users su ON su.id = sd.user_id AND su.deleted_at IS NULL
          WHERE sd.mentor_id = u.id) AS totalStudents
     FROM users u LEFT JOIN mentor_details md ON md.user_id = u.id
     LEFT JOIN provinces pr ON pr.id = md.province_id LEFT JOIN cities ci ON ci.id = md.city_id
     WHERE u.id = ? AND u.role = 'mentor'`,
  ).get(mentorId)) as MentorProfile | undefined;
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
  if (provinceId && !(await prepared(db, 'SELECT 1 FROM provinces WHERE id = ?').get(provinceId))) {
    fields.provinceId = 'unknownProvince';
  }
  if (cityId) {
    const city = (await prepared(db, 'SELECT province_id AS provinceId FROM cities WHERE id = ?').get(cityId)) as
      | { provinceId: string }
      | undefined;
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
    id: mentorId,
    name: update.name,
    phone: update.phone,
    gender: update.gender ?? null,
    birthday: update.birthday ?? null,
    provinceId: update.provinceId ?? null,
    cityId: update.cityId ?? null,
  };
  await transaction(db, async (tx) => {
    const changed = await prepared(
      tx,
      `UPDATE mentor_details SET full_name = @name, phone = @phone, gender = @gender, birthday = @birthday,
         province_id = @provinceId, city_id = @cityId WHERE user_id = @id`,
    ).run(values);
    if (changed.changes === 0) {
      await prepared(
        tx,
        `INSERT INTO mentor_details (user_id, full_name, phone, gender, birthday, province_id, city_id)
         VALUES (@id, @name, @phone, @gender, @birthday, @provinceId, @cityId)`,
      ).run(values);
    }
    await prepared(tx, 'UPDATE users SET updated_at = ? WHERE id = ?').run(Date.now(), mentorId);
  });
  return await getMentorProfile(db, mentorId, locale);
}
