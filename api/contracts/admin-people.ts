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

/** A person's own fields, as `detail` carries them when a student or mentor is read (docs/decisions/0004-data.md). */
const personDetail = {
  full_name: requiredText(150),
  phone: optionalPhone(),
  gender: gender(),
  birthday: birthdayField(),
  province_id: optionalText(20),
  city_id: optionalText(20),
};
const studentDetail = z.object({ ...personDetail, occupation: optionalText(150) });
const mentorDetail = z.object(personDetail);

const deprecated = (name: string) => ({ deprecated: true, description: `Deprecated: write \`detail.${name}\`.` });
/** The earlier flat write form, accepted until the next release; `detail` wins when both are sent. */
const flatPerson = {
  fullName: requiredText(150).optional().meta(deprecated('full_name')),
  phone: optionalPhone().meta(deprecated('phone')),
  gender: gender().meta(deprecated('gender')),
  birthday: birthdayField().meta(deprecated('birthday')),
  provinceId: optionalText(20).meta(deprecated('province_id')),
  cityId: optionalText(20).meta(deprecated('city_id')),
};
const flatOccupation = { occupation: optionalText(150).meta(deprecated('occupation')) };

/** The password hash is filled by the route (argon2 is async) before the write. */
const hashed = { passwordHash: z.string().optional() };

type Detail = Partial<z.output<typeof studentDetail>>;
type WireIn = { detail?: Detail | undefined; email?: string | undefined; password?: string | undefined } & {
  [K in keyof typeof flatPerson | 'occupation' | 'passwordHash']?: string | undefined;
};

/** A student or mentor as the services write it (the names of the database columns). */
export type PersonWrite = {
  email: string;
  password: string;
  passwordHash?: string;
  fullName: string;
  phone?: string;
  gender?: 'male' | 'female';
  birthday?: string;
  provinceId?: string;
  cityId?: string;
  occupation?: string;
};

/** The person under the names the services use, from either write form (`detail` first), absent fields left out. */
function personFields(v: WireIn): Partial<PersonWrite> {
  const d: Detail = v.detail ?? {};
  const fields = {
    email: v.email,
    password: v.password,
    passwordHash: v.passwordHash,
    fullName: d.full_name ?? v.fullName,
    phone: d.phone ?? v.phone,
    gender: d.gender ?? v.gender,
    birthday: d.birthday ?? v.birthday,
    provinceId: d.province_id ?? v.provinceId,
    cityId: d.city_id ?? v.cityId,
    occupation: d.occupation ?? v.occupation,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, x]) => x !== undefined)) as Partial<PersonWrite>;
}

/** A new person needs a full name in one of the two forms (checked beside the other fields' issues). */
const requireFullName = [
  (v: { detail?: Detail | undefined; fullName?: string | undefined }, ctx: z.RefinementCtx) => {
    const detail = typeof v.detail === 'object' && v.detail !== null ? v.detail : {};
    if (detail.full_name === undefined && v.fullName === undefined)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['detail', 'full_name'] });
  },
  { when: () => true },
] as const;

/**
 * Students and mentors are written with the names they are read with: `email`, `password` and `detail { full_name,
 * phone, gender, birthday, province_id, city_id, occupation }` (occupation for students). Deprecated: the flat
 * `fullName`, `phone`, `gender`, `birthday`, `provinceId`, `cityId`, `occupation`, accepted until the next release.
 */
const studentWire = z.object({
  email: emailField(),
  password: passwordField(),
  detail: studentDetail.partial().optional(),
  ...flatPerson,
  ...flatOccupation,
  ...hashed,
});
const mentorWire = z.object({
  email: emailField(),
  password: passwordField(),
  detail: mentorDetail.partial().optional(),
  ...flatPerson,
  ...hashed,
});

export const studentCreate = studentWire
  .superRefine(...requireFullName)
  .transform((v) => personFields(v) as PersonWrite);
export const studentUpdate = studentWire.partial().transform(personFields);
export const mentorCreate = mentorWire
  .superRefine(...requireFullName)
  .transform((v) => personFields(v) as Omit<PersonWrite, 'occupation'>);
export const mentorUpdate = mentorWire
  .partial()
  .transform((v) => personFields(v) as Partial<Omit<PersonWrite, 'occupation'>>);

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
  .superRefine(
    (v, ctx) => {
      if (v.course === undefined && v.courseId === undefined)
        ctx.addIssue({ code: 'custom', message: 'required', path: ['course'] });
      if (v.duration_in_month === undefined && v.durationInMonth === undefined)
        ctx.addIssue({ code: 'custom', message: 'required', path: ['duration_in_month'] });
      // beside the other fields' issues, so a form shows every missing field at once
    },
    { when: () => true },
  )
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
