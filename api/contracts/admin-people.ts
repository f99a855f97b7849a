/**
 * Request bodies of the admin people resources (students, mentors), the mentor assignment and the
 * commerce resources (packages, payments, subscriptions). Field messages follow docs/decisions/0006-validation.md.
 */
import { z } from 'zod';
import { idField } from './admin-content';
import { birthdayField, emailField, optionalText, passwordField, requiredText } from './common';

const optionalPhone = () =>
  z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z.string().trim().regex(/^\d*$/, 'phoneDigits').min(11, 'phoneMin').max(20, 'tooLong').optional(),
  );
const gender = () => z.preprocess((v) => (v === '' ? undefined : v), z.enum(['male', 'female']).optional());
const ref = idField;

const person = {
  email: emailField(),
  fullName: requiredText(150),
  phone: optionalPhone(),
  gender: gender(),
  birthday: birthdayField(),
  provinceId: optionalText(20),
  cityId: optionalText(20),
};

/** The password hash is filled by the route (argon2 is async) before the write. */
const hashed = { passwordHash: z.string().optional() };

export const studentCreate = z.object({
  ...person,
  occupation: optionalText(150),
  password: passwordField(),
  ...hashed,
});
export const studentUpdate = z
  .object({ ...person, occupation: optionalText(150), password: passwordField() })
  .partial()
  .extend(hashed);

export const mentorCreate = z.object({ ...person, password: passwordField(), ...hashed });
export const mentorUpdate = z
  .object({ ...person, password: passwordField() })
  .partial()
  .extend(hashed);

/** `PUT /api/admin/students/:id/mentor`: a mentor's user id, or null to clear. */
export const assignMentor = z.object({ mentorId: ref().nullable() });

/** A package's course on the wire: its id, or the `{ id, title }` object a package is read with. */
const courseRef = () => z.preprocess((v) => (v !== null && typeof v === 'object' && 'id' in v ? v.id : v), ref());

/**
 * A package is written with the names it is read with (`course`, `duration_in_month`, docs/decisions/0004-data.md "Admin package").
 * Deprecated: the earlier write form `courseId` / `durationInMonth` is still accepted until the next release; when
 * both forms are sent, the spec's name wins.
 */
const packageWire = z.object({
  name: requiredText(150),
  price: count(0),
  course: courseRef().optional(),
  duration_in_month: count(1, 120).optional(),
  courseId: ref().optional().meta({ deprecated: true, description: 'Deprecated: write `course`.' }),
  durationInMonth: count(1, 120)
    .optional()
    .meta({ deprecated: true, description: 'Deprecated: write `duration_in_month`.' }),
});

/** The package's fields under the names the services use, from either write form. */
const packageFields = (v: Partial<z.output<typeof packageWire>>) => ({
  name: v.name,
  price: v.price,
  courseId: v.course ?? v.courseId,
  durationInMonth: v.duration_in_month ?? v.durationInMonth,
});

export const packageCreate = packageWire
  .superRefine((v, ctx) => {
    if (v.course === undefined && v.courseId === undefined)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['course'] });
    if (v.duration_in_month === undefined && v.durationInMonth === undefined)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['duration_in_month'] });
  })
  .transform((v) => packageFields(v) as { name: string; price: number; courseId: number; durationInMonth: number });
export const packageUpdate = packageWire
  .partial()
  .transform((v) => Object.fromEntries(Object.entries(packageFields(v)).filter(([, x]) => x !== undefined)))
  .pipe(z.object({ name: z.string(), price: z.number(), courseId: z.number(), durationInMonth: z.number() }).partial());

export const paymentStatuses = ['pending', 'paid', 'expired', 'failed'] as const;
export const paymentCreate = z.object({
  studentId: ref(),
  packageId: ref(),
  status: z.enum(paymentStatuses),
  invoiceId: requiredText(100),
  paymentLink: optionalText(2000),
  paymentChannel: optionalText(100),
  amount: count(0),
});
export const paymentUpdate = paymentCreate.omit({ studentId: true }).partial();

/** A whole number (numeric strings accepted); absent → 'required', anything else → 'invalidValue'. */
function count(min: number, max = Number.MAX_SAFE_INTEGER) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'invalidValue') })
      .int('invalidValue')
      .min(min, 'invalidValue')
      .max(max, 'invalidValue'),
  );
}

// A date string or epoch milliseconds; `z.coerce` alone would turn null or true into 1970-01-01.
const epoch = () =>
  z.preprocess(
    (v) => (typeof v === 'string' || typeof v === 'number' ? v : Number.NaN),
    z.coerce.date({ error: 'invalidDate' }),
  );
export const subscriptionCreate = z
  .object({
    studentId: ref(),
    courseId: ref(),
    packageId: ref().nullable().optional(),
    name: requiredText(150),
    duration: count(1),
    price: count(0),
    start: epoch(),
    end: epoch(),
  })
  .refine((v) => v.end > v.start, { message: 'invalidDate', path: ['end'] });
export const subscriptionUpdate = z
  .object({
    name: requiredText(150),
    duration: count(1),
    price: count(0),
    start: epoch(),
    end: epoch(),
  })
  .partial();
