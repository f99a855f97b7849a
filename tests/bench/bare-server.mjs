/**
 * The floor of `api-speed.mjs` and `load.mjs`: a bare node:http + better-sqlite3 server on the product's database
 * file doing the same work per request (the same session join by the cookie's SHA-256, the same profile and
 * outline reads, the same ownership check and UPDATE of a draft save, the reads and writes of a slide's
 * finish; for load.mjs also a sign-in with the same argon2id verify and session insert, a material's opening, and
 * the notification list and mark-read) and answering the same JSON, with no framework, validation library or
 * middleware. Not part of the product.
 *
 * Its handlers take turns with the event loop as the product's do (api/lib/turns.ts, loaded through tsx, so both
 * scripts start this file with `--import tsx`): without them a saturated server accepts one new connection per
 * event-loop iteration, and in load.mjs's crowd of new students the floor itself collapsed (215 req/s, sign-ins
 * waiting up to 58 s), which measured that libuv behaviour rather than the product's cost per request.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { verify } from '@node-rs/argon2';
import Database from 'better-sqlite3';
import { takingTurns } from '../../api/lib/turns.ts';

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
    db.prepare(`select u.email, sd.full_name as fullName, sd.phone, sd.gender, sd.birthday, sd.province_id as provinceId,
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

function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

function user(req) {
  const cookie = req.headers.cookie ?? '';
  const secret = /(?:^|;\s*)auth\.session=([^;]+)/.exec(cookie)?.[1];
  if (!secret) return null;
  const row = q.session.get(sha256(secret));
  if (!row || row.deletedAt !== null || row.userRole !== row.role || row.expiresAt <= Date.now()) return null;
  return row;
}

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const SESSION_MS = 30 * 24 * 3600 * 1000;

/** A student's sign-in: the account by e-mail, argon2id verify, the cookie's old session ended, a new one stored. */
async function login(req, res) {
  const body = JSON.parse(await readBody(req));
  const account = q.account.get(String(body.email).trim().toLowerCase());
  if (!account || !(await verify(account.hash, String(body.password)))) {
    return send(res, 401, { error: { code: 'unauthenticated', message: 'Wrong e-mail or password.' } });
  }
  const old = /(?:^|;\s*)auth\.session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  if (old) q.endSession.run(sha256(old));
  const secret = randomBytes(20).toString('base64url');
  const now = Date.now();
  q.newSession.run(sha256(secret), account.id, 'student', now, now, now + SESSION_MS);
  const profile = q.profile.get(account.id);
  res.setHeader('set-cookie', `auth.session=${secret}; Path=/; HttpOnly; SameSite=Lax`);
  return send(res, 200, { data: { id: account.id, role: 'student', ...profile } });
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The product's turn length (api/server-process.ts). */
const TURN_MS = 10;

const server = createServer(
  takingTurns(async (req, res) => {
    const url = req.url ?? '/';
    if (url === '/api/health') {
      q.one.get();
      return send(res, 200, { status: 'ok' });
    }
    if (url === '/api/student/login' && req.method === 'POST') return await login(req, res);
    const me = user(req);
    if (!me) return send(res, 401, { error: { code: 'unauthenticated', message: 'Unauthenticated.' } });
    if (url === '/api/student/user') {
      const profile = q.profile.get(me.userId);
      const subs = q.subscriptions.all(me.userId);
      return send(res, 200, { data: { id: me.userId, role: 'student', ...profile, subscriptions: subs.length } });
    }
    const chapters = /^\/api\/student\/courses\/(\d+)\/chapters/.exec(url);
    if (chapters) {
      const courseId = Number(chapters[1]);
      const progress = q.progress.get(me.userId, courseId);
      const rows = q.progressMaterials.all(progress?.id ?? 0);
      const done = new Map(rows.map((r) => [r.material_id, r]));
      const topics = q.topics.all(courseId).map((t) => ({ ...t, materials: [] }));
      const byTopic = new Map(topics.map((t) => [t.id, t]));
      for (const m of q.materials.all(courseId)) {
        const state = done.get(m.id);
        byTopic
          .get(m.topicId)
          ?.materials.push({ ...m, is_finish: Boolean(state?.is_finish), score: state?.score ?? null });
      }
      const data = q.chapters.all(courseId).map((c) => ({ ...c, topics: topics.filter((t) => t.chapterId === c.id) }));
      q.subscriptions.all(me.userId);
      return send(res, 200, { data, meta: { progress } });
    }
    const code = /^\/api\/student\/practice\/(\d+)\/code$/.exec(url);
    if (code && req.method === 'PUT') {
      const body = JSON.parse(await readBody(req));
      if (!q.owned.get(Number(code[1]), me.userId))
        return send(res, 404, { error: { code: 'not_found', message: '' } });
      const now = Date.now();
      const id = Number(code[1]);
      const editedAt = body.editedAt;
      if (editedAt === undefined) q.saveCodeUntimed.run(JSON.stringify(body.workspace), now, now, id);
      else if (q.saveCode.run(JSON.stringify(body.workspace), editedAt, now, now, id, editedAt).changes === 0) {
        const stored = q.storedCode.get(id);
        return send(res, 409, { error: { code: 'stale_save', message: 'A newer save is stored.', ...stored } });
      }
      return send(res, 200, { data: { codeUpdatedAt: now } });
    }
    const progressPut = /^\/api\/student\/progresses\/(\d+)$/.exec(url);
    if (progressPut && req.method === 'PUT') {
      const body = JSON.parse(await readBody(req));
      const progress = q.progressById.get(Number(progressPut[1]));
      if (!progress || progress.student_id !== me.userId)
        return send(res, 404, { error: { code: 'not_found', message: '' } });
      q.chapters.all(progress.course_id);
      q.topics.all(progress.course_id);
      const outline = q.materials.all(progress.course_id);
      if (!outline.some((m) => m.id === body.materialId))
        return send(res, 404, { error: { code: 'not_found', message: '' } });
      const now = Date.now();
      q.activeSubscription.get(me.userId, progress.course_id, now, now);
      q.progressMaterials.all(progress.id);
      const { row, next } = finish(progress, body.materialId, outline, now);
      const after = q.progressById.get(progress.id);
      return send(res, 200, {
        data: { id: after.id, percentage: after.percentage, score: after.score },
        result: {
          material_id: body.materialId,
          progress_material_id: row.id,
          is_finish: true,
          next_material: next ?? null,
        },
      });
    }
    const open = /^\/api\/student\/progresses\/(\d+)\/progress-topic$/.exec(url);
    if (open && req.method === 'POST') {
      const body = JSON.parse(await readBody(req));
      const progress = q.progressById.get(Number(open[1]));
      if (!progress || progress.student_id !== me.userId)
        return send(res, 404, { error: { code: 'not_found', message: '' } });
      const outline = q.materials.all(progress.course_id);
      if (!outline.some((m) => m.id === body.materialId))
        return send(res, 404, { error: { code: 'not_found', message: '' } });
      const now = Date.now();
      q.activeSubscription.get(me.userId, progress.course_id, now, now);
      q.progressMaterials.all(progress.id);
      const row = db.transaction(() => {
        const opened = q.open.get(progress.id, body.materialId, now, now);
        q.touch.run(now, progress.id);
        return opened;
      })();
      return send(res, 200, { data: { progressMaterialId: row.id }, progressMaterialId: row.id });
    }
    if (url.startsWith('/api/notifications?') && req.method === 'GET') {
      const params = new URL(url, 'http://x').searchParams;
      const rows = q.notificationPage.all(
        me.userId,
        Number(params.get('length') ?? 10),
        Number(params.get('start') ?? 0),
      );
      const counts = q.notificationCounts.get(me.userId);
      const data = rows.map((r) => ({ ...r, title: JSON.parse(r.title).id, body: JSON.parse(r.body).id }));
      return send(res, 200, { data, total: counts.total, filtered: counts.total, unread: counts.unread });
    }
    const read = /^\/api\/notifications\/(\d+)\/read$/.exec(url);
    if (read && req.method === 'PUT') {
      if (q.readNotification.run(Date.now(), Number(read[1]), me.userId).changes === 0)
        return send(res, 404, { error: { code: 'not_found', message: '' } });
      return send(res, 200, { data: { read: true } });
    }
    return send(res, 404, { error: { code: 'not_found', message: 'Not found.' } });
  }, TURN_MS),
);

server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('[bare] ready'));
// A normal exit on SIGTERM, so that `node --cpu-prof` writes its profile (api-speed.mjs --profile).
process.on('SIGTERM', () => process.exit(0));
