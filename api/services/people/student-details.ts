/**
 * A student's own details as both the user call (`/api/student/user`) and the profile page return them:
 * the columns to select (users + student_details, with `provinces` and `cities` left-joined for the names)
 * and their mapping to the shared JSON fields.
 */
import type { StudentProfile } from '../../contracts/student-learning';
import { cities, provinces, studentDetails, users } from '../../db/schema';

/** Select these with `.from(users).innerJoin(studentDetails, …).leftJoin(provinces, …).leftJoin(cities, …)`. */
export const studentDetailColumns = {
  email: users.email,
  createdAt: users.createdAt,
  fullName: studentDetails.fullName,
  phone: studentDetails.phone,
  gender: studentDetails.gender,
  birthday: studentDetails.birthday,
  provinceId: studentDetails.provinceId,
  provinceName: provinces.name,
  cityId: studentDetails.cityId,
  cityName: cities.name,
  occupation: studentDetails.occupation,
};

type StudentDetailRow = {
  email: string;
  createdAt: Date;
  fullName: string;
  phone: StudentProfile['phoneNumber'];
  gender: StudentProfile['gender'];
  birthday: string | null;
  provinceId: string | null;
  provinceName: string | null;
  cityId: string | null;
  cityName: string | null;
  occupation: string | null;
};

/** The detail fields of a selected row, named as the API sends them. */
export function studentDetailFields(row: StudentDetailRow): Omit<StudentProfile, 'id' | 'subscription'> {
  return {
    email: row.email,
    fullName: row.fullName,
    phoneNumber: row.phone,
    gender: row.gender,
    birthday: row.birthday,
    province: row.provinceId,
    provinceName: row.provinceName,
    city: row.cityId,
    cityName: row.cityName,
    occupation: row.occupation,
    joinedDate: row.createdAt.toISOString(),
  };
}
