/**
 * The work of the benchmarks' floors, one function per route: the same SQL the product runs in substance (the session
 * join by the cookie's SHA-256, the profile and outline reads, the ownership check and UPDATE of a draft save, the
 * reads and writes of a slide's finish, a sign-in with the same argon2id verify and session insert, a material's
 * opening, the notification list and mark-read), on better-sqlite3 prepared statements, with no validation library.
 * Served by `bare-server.mjs` (node:http alone) and `framework-floor.mjs` (the product's framework, Hono on
 * @hono/node-server, with nothing of ours): the same work under both, so the two floors differ by the framework only.
 * Each function returns the answer as `{ status, body }` (and `cookie`, the session cookie a sign-in sets).
 * Not part of the product.
 */
import { createHash, randomBytes } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import Database from 'better-sqlite3';
import { API_ANSWER_HEADERS } from '../../api/middleware/security-headers.ts';

/**
 * The headers both floors answer with besides Content-Type and Content-Length: by default the ones every product API
 * answer carries (no sniffing, no framing, no caching), so that each floor sends the product's answer on the wire and
 * not a lighter one. Four headers more cost the server about 2 µs a request and the load generator, which parses them
 * on the same cores, more (session 15: 82,800 against 58,000 req/s for `{"status":"ok"}` on node:http alone).
 * `BARE_HEADERS=plain` (the benchmarks' `--bare-headers plain`) drops them, as the floors answered until then.
 */
export const ANSWER_HEADERS = process.env.BARE_HEADERS === 'plain' ? {} : API_ANSWER_HEADERS;

const db = new Database(process.env.DATABASE_URL);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 5000');

const q = {
  one: db.prepare('select 1'),
  session: db.prepare(`select s.user_id as userId, s.role, s.expires_at as expiresAt, u.email, u.role as userRole,
      u.deleted_at as deletedAt, sd.full_name as studentName, md.full_name as mentorName, ad.full_name as adminName
    from sessions s join users u on u.id = s.user_id left join student_details sd on sd.user_id = u.id
    left join mentor_details md on md.user_id = u.id left join admin_details ad on ad.user_id = u.id where s.id = ?`),
  profile:
    db.prepare(`select u.email, u.created_at as createdAt, sd.full_name as fullName, sd.phone, sd.gender, sd.birthday, sd.province_id as provinceId,
      p.name as provinceName, sd.city_id as cityId, c.name as cityName, sd.occupation, sd.mentor_id as mentorId, pr.id as progressId
    from users u join student_details sd on sd.user_id = u.id left join provinces p on p.id = sd.province_id
    left join cities c on c.id = sd.city_id left join progresses pr on pr.student_id = u.id and pr.course_id = 2
    where u.id = ? and u.role = 'student' and u.deleted_at is null`),
  subscriptions: db.prepare(
    'select start, "end" from subscriptions where student_id = ? and course_id = 2 and deleted_at is null order by "end" desc',
  ),
  chapters: db.prepare(`select id, title, description, "order", is_trial as isTrial from chapters
    where course_id = ? and deleted_at is null and status = 'published' order by is_trial desc, "order", id`),
  topics: db.prepare(`select t.id, t.chapter_id as chapterId, t.title, t.description, t."order" from topics t
    join chapters c on c.id = t.chapter_id where c.course_id = ? and t.deleted_at is null and t.status = 'published'
    order by t."order", t.id`),
  materials:
    db.prepare(`select m.id, m.topic_id as topicId, m.title, m.description, m."order", m.relation from materials m
    join topics t on t.id = m.topic_id join chapters c on c.id = t.chapter_id
    where c.course_id = ? and m.deleted_at is null and m.status = 'published' and t.deleted_at is null
    and t.status = 'published' and c.deleted_at is null and c.status = 'published' order by m."order", m.id`),
  progress: db.prepare('select * from progresses where student_id = ? and course_id = ?'),
  progressMaterials: db.prepare('select * from progress_materials where progress_id = ?'),
  owned: db.prepare(`select pm.id from progress_materials pm join progresses p on p.id = pm.progress_id
    where pm.id = ? and p.student_id = ?`),
  // As the app: a save edited before the stored code is refused (409), one without an edit time clears it.
  saveCode: db.prepare(
    'update progress_materials set code = ?, code_edited_at = ?, code_updated_at = ?, updated_at = ? where id = ? and (code_edited_at is null or code_edited_at <= ?)',
  ),
  saveCodeUntimed: db.prepare(
    'update progress_materials set code = ?, code_edited_at = null, code_updated_at = ?, updated_at = ? where id = ?',
  ),
  storedCode: db.prepare(
    'select code_edited_at as editedAt, code_updated_at as codeUpdatedAt from progress_materials where id = ?',
  ),
  progressById: db.prepare('select * from progresses where id = ?'),
  activeSubscription:
    db.prepare(`select id from subscriptions where student_id = ? and course_id = ? and deleted_at is null
    and start <= ? and "end" >= ? limit 1`),
  finish:
    db.prepare(`insert into progress_materials (progress_id, material_id, is_unlock, is_finish, started_at, finished_at, updated_at)
    values (?, ?, 1, 1, ?, ?, ?) on conflict (progress_id, material_id) do update set is_unlock = 1, is_finish = 1, updated_at = excluded.updated_at
    returning id`),
  unlock:
    db.prepare(`insert into progress_materials (progress_id, material_id, is_unlock, updated_at) values (?, ?, 1, ?)
    on conflict (progress_id, material_id) do update set is_unlock = 1`),
  touch: db.prepare('update progresses set last_learning_date = ? where id = ?'),
  account: db.prepare(
    "select id, password_hash as hash from users where role = 'student' and email = ? and deleted_at is null",
  ),
  newSession: db.prepare(
    'insert into sessions (id, user_id, role, created_at, last_seen_at, expires_at) values (?, ?, ?, ?, ?, ?)',
  ),
  endSession: db.prepare('delete from sessions where id = ?'),
  open: db.prepare(`insert into progress_materials (progress_id, material_id, is_unlock, started_at, updated_at)
    values (?, ?, 1, ?, ?) on conflict (progress_id, material_id) do update set is_unlock = 1, updated_at = excluded.updated_at
    returning id, started_at as startedAt`),
  notificationPage: db.prepare(`select id, type, title, body, link, read_at as readAt, created_at as createdAt
    from notifications where user_id = ? order by created_at desc, id desc limit ? offset ?`),
  notificationCounts:
    db.prepare(`select count(*) as total, coalesce(sum(case when read_at is null then 1 else 0 end), 0) as unread
    from notifications where user_id = ?`),
  readNotification: db.prepare('update notifications set read_at = coalesce(read_at, ?) where id = ? and user_id = ?'),
  percentage: db.prepare('update progresses set percentage = ?, score = ? where id = ?'),
};

/** A slide or video finish: the outline and the student's rows read, the row finished, the next unlocked, totals. */
const finish = db.transaction((progress, materialId, outline, now) => {
  const row = q.finish.get(progress.id, materialId, now, now, now);
  const index = outline.findIndex((m) => m.id === materialId);
  const next = outline[index + 1];
  if (next) q.unlock.run(progress.id, next.id, now);
  q.touch.run(now, progress.id);
  const rows = q.progressMaterials.all(progress.id);
  const finished = rows.filter((r) => r.is_finish === 1);
  q.percentage.run(Math.round((finished.length / outline.length) * 10000) / 100, 0, progress.id);
  return { row, next };
});

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const SESSION_MS = 30 * 24 * 3600 * 1000;
const SESSION_COOKIE = /(?:^|;\s*)auth\.session=([^;]+)/;
const notFound = { status: 404, body: { error: { code: 'not_found', message: '' } } };

/** The signed-in student of a `Cookie` header, or null. */
export function currentStudent(cookieHeader) {
  const secret = SESSION_COOKIE.exec(cookieHeader ?? '')?.[1];
  if (!secret) return null;
  const row = q.session.get(sha256(secret));
  if (!row || row.deletedAt !== null || row.userRole !== row.role || row.expiresAt <= Date.now()) return null;
  return row;
}

export const unauthenticated = {
  status: 401,
  body: { error: { code: 'unauthenticated', message: 'Unauthenticated.' } },
};

export function health() {
  q.one.get();
  return { status: 200, body: { status: 'ok' } };
}

/** A student's sign-in: the account by e-mail, argon2id verify, the cookie's old session ended, a new one stored. */
export async function signIn(body, cookieHeader) {
  const account = q.account.get(String(body.email).trim().toLowerCase());
  if (!account || !(await verify(account.hash, String(body.password)))) {
    return { status: 401, body: { error: { code: 'unauthenticated', message: 'Wrong e-mail or password.' } } };
  }
  const old = SESSION_COOKIE.exec(cookieHeader ?? '')?.[1];
  if (old) q.endSession.run(sha256(old));
  const secret = randomBytes(20).toString('base64url');
  const now = Date.now();
  q.newSession.run(sha256(secret), account.id, 'student', now, now, now + SESSION_MS);
  return {
    status: 200,
    body: { data: studentProfile(account.id) },
    cookie: `auth.session=${secret}; Path=/; HttpOnly; SameSite=Lax`,
  };
}

/** The signed-in student's profile (`GET /api/student/user`). */
export function profile(me) {
  return { status: 200, body: { data: studentProfile(me.userId) } };
}

/** A student's profile as the product answers it (a sign-in and the session read), field for field. */
function studentProfile(userId) {
  const row = q.profile.get(userId);
  const subs = q.subscriptions.all(userId);
  const now = Date.now();
  const active = subs.find((r) => r.start <= now && now < r.end);
  const shown = active ?? subs[0];
  return {
    id: userId,
    role: 'student',
    name: row.fullName,
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
    joinedDate: new Date(row.createdAt).toISOString(),
    subscriptionStatus: shown ? (active ? 'active' : 'expired') : 'none',
    subscriptionEnd: shown ? new Date(shown.end).toISOString() : null,
    mentorId: row.mentorId,
    progressId: row.progressId,
  };
}

export function courseMap(me, courseId) {
  const progress = q.progress.get(me.userId, courseId);
  const rows = q.progressMaterials.all(progress?.id ?? 0);
  const done = new Map(rows.map((r) => [r.material_id, r]));
  const topics = q.topics.all(courseId).map((t) => ({ ...t, materials: [] }));
  const byTopic = new Map(topics.map((t) => [t.id, t]));
  for (const m of q.materials.all(courseId)) {
    const state = done.get(m.id);
    byTopic.get(m.topicId)?.materials.push({ ...m, is_finish: Boolean(state?.is_finish), score: state?.score ?? null });
  }
  const data = q.chapters.all(courseId).map((c) => ({ ...c, topics: topics.filter((t) => t.chapterId === c.id) }));
  q.subscriptions.all(me.userId);
  return { status: 200, body: { data, meta: { progress } } };
}

export function saveDraft(me, id, body) {
  if (!q.owned.get(id, me.userId)) return notFound;
  const now = Date.now();
  const editedAt = body.editedAt;
  if (editedAt === undefined) q.saveCodeUntimed.run(JSON.stringify(body.workspace), now, now, id);
  else if (q.saveCode.run(JSON.stringify(body.workspace), editedAt, now, now, id, editedAt).changes === 0) {
    const stored = q.storedCode.get(id);
    return { status: 409, body: { error: { code: 'stale_save', message: 'A newer save is stored.', ...stored } } };
  }
  return { status: 200, body: { data: { codeUpdatedAt: now } } };
}

export function finishMaterial(me, progressId, body) {
  const progress = q.progressById.get(progressId);
  if (!progress || progress.student_id !== me.userId) return notFound;
  q.chapters.all(progress.course_id);
  q.topics.all(progress.course_id);
  const outline = q.materials.all(progress.course_id);
  if (!outline.some((m) => m.id === body.materialId)) return notFound;
  const now = Date.now();
  q.activeSubscription.get(me.userId, progress.course_id, now, now);
  q.progressMaterials.all(progress.id);
  const { row, next } = finish(progress, body.materialId, outline, now);
  const after = q.progressById.get(progress.id);
  return {
    status: 200,
    body: {
      data: { id: after.id, percentage: after.percentage, score: after.score },
      result: {
        material_id: body.materialId,
        progress_material_id: row.id,
        is_finish: true,
        next_material: next ?? null,
      },
    },
  };
}

export function openMaterial(me, progressId, body) {
  const progress = q.progressById.get(progressId);
  if (!progress || progress.student_id !== me.userId) return notFound;
  const outline = q.materials.all(progress.course_id);
  if (!outline.some((m) => m.id === body.materialId)) return notFound;
  const now = Date.now();
  q.activeSubscription.get(me.userId, progress.course_id, now, now);
  q.progressMaterials.all(progress.id);
  const row = db.transaction(() => {
    const opened = q.open.get(progress.id, body.materialId, now, now);
    q.touch.run(now, progress.id);
    return opened;
  })();
  return { status: 200, body: { data: { progressMaterialId: row.id }, progressMaterialId: row.id } };
}

export function notifications(me, start, length) {
  const rows = q.notificationPage.all(me.userId, length, start);
  const counts = q.notificationCounts.get(me.userId);
  const data = rows.map((r) => ({ ...r, title: JSON.parse(r.title).id, body: JSON.parse(r.body).id }));
  return { status: 200, body: { data, total: counts.total, filtered: counts.total, unread: counts.unread } };
}

export function markRead(me, id) {
  if (q.readNotification.run(Date.now(), id, me.userId).changes === 0) return notFound;
  return { status: 200, body: { data: { read: true } } };
}

/** The product's turn length (api/server-process.ts). */
export const TURN_MS = 10;
