/** Request bodies of the sign-in and sign-up calls (docs/decisions/0006-validation.md messages via the common field helpers). */
import { z } from 'zod';
import { birthdayField, emailField, optionalText, passwordField, phoneField, requiredText } from './common';

/** Sign-in only asks for a password; its length rule applies at sign-up, so an old short one still works. */
const storedPassword = () => z.string().min(1, 'required').max(256, 'tooLong');

export const loginBody = z.object({ email: emailField(), password: storedPassword() });
export type LoginBody = z.infer<typeof loginBody>;

/** `PUT /api/{role}/password`: the signed-in user's own change, proven with the current password. */
export const passwordChangeBody = z.object({ currentPassword: storedPassword(), password: passwordField() });
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

export const registerBody = z.object({
  fullName: requiredText(120),
  email: emailField(),
  password: passwordField(),
  phoneNumber: phoneField(),
  gender: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(['male', 'female'], 'invalidValue').optional(),
  ),
  birthday: birthdayField(),
  province: optionalText(16),
  city: optionalText(16),
  occupation: optionalText(120),
  /** The bot-check token: ALTCHA's base64 payload or a reCAPTCHA v3 token (checked by the configured provider). */
  botCheck: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().max(8192, 'tooLong').optional()),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** A signed-in user as every `/api/{role}/user` and login call returns it. */
export type UserBase = { id: number; role: 'student' | 'mentor' | 'admin'; email: string; name: string };

export type SubscriptionStatus = 'active' | 'expired' | 'none';

export type StudentUser = UserBase & {
  role: 'student';
  fullName: string;
  phoneNumber: string | null;
  gender: 'male' | 'female' | null;
  birthday: string | null;
  /** Province id (idn-area-data code) and its name. */
  province: string | null;
  provinceName: string | null;
  city: string | null;
  cityName: string | null;
  occupation: string | null;
  /** ISO date-time of sign-up. */
  joinedDate: string;
  subscriptionStatus: SubscriptionStatus;
  /** ISO date-time the current (or last) subscription ends, null without one. */
  subscriptionEnd: string | null;
  mentorId: number | null;
  /** The student's progress row of course 2, null when none exists. */
  progressId: number | null;
};

export type MentorUser = UserBase & {
  role: 'mentor';
  phone: string | null;
  gender: 'male' | 'female' | null;
  birthday: string | null;
  province: string | null;
  provinceName: string | null;
  city: string | null;
  cityName: string | null;
  totalStudents: number;
};

export type AdminUser = UserBase & { role: 'admin' };

export type AnyUser = StudentUser | MentorUser | AdminUser;
