/**
 * Environment parsed once at start; a bad variable stops the server with the list of what is wrong.
 * Every variable has a working default and is listed in the README.
 */
import { availableParallelism } from 'node:os';
import { z } from 'zod';

/** Check workers by default: one per core but one left for answering requests, at least 1 and at most 4. */
function defaultCheckWorkers(): number {
  return Math.min(4, Math.max(1, availableParallelism() - 1));
}

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** SQLite file path (or `file:` URL). */
    DATABASE_URL: z.string().default('data/kelaskoding.db'),
    /** Folder served as the built client. */
    STATIC_DIR: z.string().default('dist'),
    /** Where admin uploads (videos, images, captions) are kept. */
    UPLOAD_DIR: z.string().default('data/uploads'),
    /** The largest upload an admin may send, in megabytes. */
    UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(2048).default(200),
    // S3-compatible object storage for uploads (the scale-out path: several processes cannot share UPLOAD_DIR).
    // Used when S3_ENDPOINT and S3_BUCKET are set; then the access key and its secret are required too.
    /** The store's base URL, e.g. `https://s3.eu-central-1.amazonaws.com` or `http://minio:9000`; empty = UPLOAD_DIR. */
    S3_ENDPOINT: z
      .string()
      .default('')
      .refine(
        (v) => v === '' || /^https?:\/\/[^/?#\s]+(?:\/[^?#\s]*)?$/.test(v),
        'must be an http(s) URL without query',
      ),
    /** Bucket name (3–63 lowercase letters, digits, dots and hyphens, as S3 names buckets). */
    S3_BUCKET: z
      .string()
      .default('')
      .refine((v) => v === '' || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), 'must be a valid bucket name'),
    S3_ACCESS_KEY_ID: z.string().default(''),
    S3_SECRET_ACCESS_KEY: z.string().default(''),
    /** The region requests are signed for (SigV4 scope); most S3-compatible stores accept `us-east-1`. */
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/)
      .default('us-east-1'),
    /** `true`: `<endpoint>/<bucket>/<key>` (MinIO, most self-hosted stores); `false`: `<bucket>.<endpoint host>/<key>`. */
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Server processes started with node:cluster on the one port (each stateless: sessions, throttles, jobs in the database). */
    WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    /** pino's level for the JSON log lines on stdout (one per request at `info`); `silent` turns them off. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `json`: one JSON object per line; `text`: readable lines; `auto`: text when stdout is a terminal, else JSON. */
    LOG_FORMAT: z.enum(['auto', 'json', 'text']).default('auto'),
    /** Public origin used to check `Origin` on state-changing requests; empty = the request's own host. */
    APP_ORIGIN: z.string().default(''),
    /** Session lifetimes. */
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .positive()
      .default(60 * 24 * 7),
    SESSION_MAX_DAYS: z.coerce.number().int().positive().default(30),
    /** Failed sign-ins to one account from one client address within the window before that pair gets 429. */
    LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
    /** Failed sign-ins from one client address (any accounts) within the window before the address gets 429. */
    LOGIN_ADDRESS_MAX_FAILURES: z.coerce.number().int().positive().default(30),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
    /** Sign-up attempts from one client address within LOGIN_WINDOW_MINUTES before 429. */
    REGISTER_MAX_ATTEMPTS: z.coerce.number().int().positive().default(30),
    /** How many proxies in front of the server append to X-Forwarded-For (0: the socket's peer is the client). */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /** Seed the demo content when the database is empty. */
    SEED_ON_EMPTY: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Bot check on sign-up: self-hosted ALTCHA proof of work, Google reCAPTCHA v3, or none (load tests). */
    BOT_CHECK: z.enum(['altcha', 'recaptcha', 'off']).default('altcha'),
    /** `least-loaded`: a new student gets the active mentor with the fewest students; `off`: admins assign by hand. */
    MENTOR_AUTO_ASSIGN: z.enum(['least-loaded', 'off']).default('least-loaded'),
    /** HMAC key that signs ALTCHA challenges; empty = generated once and kept in the database. */
    ALTCHA_HMAC_KEY: z.string().default(''),
    /** Largest counter a challenge may need (the proof-of-work's size); each challenge picks one in [max/2, max]. */
    ALTCHA_MAX_NUMBER: z.coerce.number().int().min(2).max(10_000_000).default(50_000),
    /** How long a challenge may be solved and sent, in seconds. */
    ALTCHA_EXPIRES_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
    /** reCAPTCHA v3 keys (both required with BOT_CHECK=recaptcha). */
    RECAPTCHA_SITE_KEY: z.string().default(''),
    RECAPTCHA_SECRET_KEY: z.string().default(''),
    /** Lowest reCAPTCHA v3 score (0.0 bot … 1.0 human) accepted at sign-up. */
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    /** The action name the sign-up screen executes and the server expects back. */
    RECAPTCHA_ACTION: z
      .string()
      .regex(/^[A-Za-z0-9_/]{1,100}$/)
      .default('signup'),
    /** Google's siteverify endpoint (configurable for tests and proxies). */
    RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
    /** Hostnames a reCAPTCHA token may come from (comma-separated); empty = APP_ORIGIN's host, else the request's. */
    RECAPTCHA_HOSTNAMES: z.string().default(''),
    /** Payment gateway: `simulator` (our own payment page, the default) or `midtrans` (Midtrans Snap). */
    PAYMENT_GATEWAY: z.enum(['simulator', 'midtrans']).default('simulator'),
    /** Key notifications are signed with (Midtrans's server key). Unset: generated once and kept in the database. */
    PAYMENT_SERVER_KEY: z.string().default(''),
    /** Minutes a student has to pay an invoice before it expires. */
    PAYMENT_EXPIRY_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(60 * 24 * 7)
      .default(60 * 24),
    /** Midtrans's client key (shown to Snap's page; not a secret). */
    MIDTRANS_CLIENT_KEY: z.string().default(''),
    /** Midtrans's production endpoints instead of its sandbox. */
    MIDTRANS_IS_PRODUCTION: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** Overrides of Midtrans's base URLs (Snap, and the Core API with the status call); empty = per MIDTRANS_IS_PRODUCTION. */
    MIDTRANS_SNAP_URL: z.string().default(''),
    MIDTRANS_API_URL: z.string().default(''),
    /** Seconds between runs of the commerce jobs (expiring invoices, subscription reminders); 0 = never. */
    // Student code is checked in worker threads (api/services/practice/checking): how many (one per core but one left for
    // the requests, at least 1, at most 4), how long one check may take before it is stopped (422), how many checks
    // may wait before more are refused (503), and how many one student may have waiting or running (429).
    CHECK_WORKERS: z.coerce.number().int().min(1).max(16).default(defaultCheckWorkers()),
    CHECK_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(2000),
    CHECK_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(32),
    CHECK_QUEUE_PER_USER: z.coerce.number().int().min(1).max(10_000).default(4),
    COMMERCE_JOB_SECONDS: z.coerce.number().int().min(0).default(60),
    /**
     * The 32-byte seed (base64url) of the Ed25519 key certificates are signed with; empty = one generated once and kept
     * in the database. Changing it makes certificates signed before unverifiable.
     */
    CERTIFICATE_SIGNING_SEED: z
      .string()
      .default('')
      .refine((v) => v === '' || /^[A-Za-z0-9_-]{43}$/.test(v), 'must be 32 bytes in base64url (43 characters)'),
  })
  .superRefine((env, ctx) => {
    // Half an S3 configuration would silently keep uploads on local disk (or fail at the first upload): refuse it.
    const s3Keys = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    if (s3Keys.some((key) => env[key] !== '')) {
      for (const key of s3Keys) {
        if (env[key] === '') {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `required with the other S3 variables (${s3Keys.join(', ')})`,
          });
        }
      }
    }
    // A real gateway in production must not sign with a key nobody gave it.
    if (env.PAYMENT_GATEWAY === 'midtrans' && env.NODE_ENV === 'production' && env.PAYMENT_SERVER_KEY === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_SERVER_KEY'],
        message: 'required when PAYMENT_GATEWAY=midtrans and NODE_ENV=production',
      });
    }
    if (env.BOT_CHECK !== 'recaptcha') return;
    for (const key of ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY'] as const) {
      if (env[key] === '') ctx.addIssue({ code: 'custom', path: [key], message: 'required when BOT_CHECK=recaptcha' });
    }
  });

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  return result.data;
}
