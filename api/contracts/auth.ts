/** Request bodies of the sign-in and sign-up calls (docs/decisions/0006-validation.md messages via the common field helpers). */
import { z } from 'zod';
import { dataOf } from './answers';
import {
  birthdayField,
  emailField,
  genderField,
  optionalText,
  passwordField,
  phoneField,
  requiredText,
} from './common';

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
  gender: genderField(),
  birthday: birthdayField(),
  province: optionalText(16),
  city: optionalText(16),
  occupation: optionalText(120),
  /** The bot-check token: ALTCHA's base64 payload or a reCAPTCHA v3 token (checked by the configured provider). */
  botCheck: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().max(8192, 'tooLong').optional()),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** Filled: '' and null say 'This field is required.' like an absent field. */
const filled = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema);

/**
 * The sign-up screen's form: the sign-up body's rules, with every personal field asked for (the API itself accepts
 * a sign-up without them, as the tests' and integrators' minimal sign-ups do). The bot check is not a form field.
 */
export const signupForm = registerBody.omit({ botCheck: true }).extend({
  gender: filled(
    z.enum(['male', 'female'], { error: (issue) => (issue.input === undefined ? 'required' : 'invalidValue') }),
  ),
  birthday: birthdayField().refine((v) => v !== undefined, 'required'),
  province: filled(requiredText(16)),
  city: filled(requiredText(16)),
  occupation: filled(requiredText(120)),
});

// ─── answers ────────────────────────────────────────────────────────────────

const gender = z.enum(['male', 'female']).nullable();
const userBase = { id: z.number(), email: z.string(), name: z.string() };

export const subscriptionStatus = z.enum(['active', 'expired', 'none']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/** The personal details students and mentors both keep. Province and city are idn-area-data codes with their names. */
const personalDetails = {
  gender,
  birthday: z.string().nullable(),
  province: z.string().nullable(),
  provinceName: z.string().nullable(),
  city: z.string().nullable(),
  cityName: z.string().nullable(),
};

/** A signed-in student as `/api/student/user`, its sign-in and the sign-up answer it. */
export const studentUser = z.object({
  ...userBase,
  role: z.literal('student'),
  fullName: z.string(),
  phoneNumber: z.string().nullable(),
  ...personalDetails,
  occupation: z.string().nullable(),
  /** ISO date-time of sign-up. */
  joinedDate: z.string(),
  subscriptionStatus,
  /** ISO date-time the current (or last) subscription ends, null without one. */
  subscriptionEnd: z.string().nullable(),
  mentorId: z.number().nullable(),
  /** The student's progress row of the student course, null when none exists. */
  progressId: z.number().nullable(),
});
export type StudentUser = z.infer<typeof studentUser>;

export const mentorUser = z.object({
  ...userBase,
  role: z.literal('mentor'),
  phone: z.string().nullable(),
  ...personalDetails,
  totalStudents: z.number(),
});
export type MentorUser = z.infer<typeof mentorUser>;

export const adminUser = z.object({ ...userBase, role: z.literal('admin') });
export type AdminUser = z.infer<typeof adminUser>;

/** Any signed-in user, as `/api/{role}/user` answers it. */
export type AnyUser = StudentUser | MentorUser | AdminUser;

/** The signed-in user of each role, as its routes answer it. */
export const userOf = { student: studentUser, mentor: mentorUser, admin: adminUser } as const;

/** The sign-out answer. */
export const signedOut = dataOf(z.object({ signedOut: z.literal(true) }));

/** The own password change's answer: how many of the user's other sessions it ended. */
export const passwordChanged = dataOf(z.object({ endedSessions: z.number() }));
