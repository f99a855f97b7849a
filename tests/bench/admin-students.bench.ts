/**
 * The list target of docs/decisions/0017-speed-targets.md: with 100,000 students and 1,000,000 progress_materials rows, a searched,
 * ordered page of students through the real app (`app.request`, admin session) next to a baseline
 * measured in the same run (`GET /api/health`, which runs the same middleware and no query).
 * Target: the students page under 50 ms per request, in every order the data table offers. A second group adds deep
 * pages (start=90,000) and the mentor's review queue, its counts and dashboard in several orders.
 *
 * The database is built once under data/bench-admin-large.db (about three minutes: the dashboard triggers of migration
 * 0012 place each student as their rows are written) and reused afterwards;
 * delete the file to rebuild it. On PostgreSQL (the target holds on both engines): start the process with
 * `DATABASE_URL=postgres://…` naming a database of its own, which is filled the same way on first run (or beforehand
 * with `npm run db:seed:large`), e.g. a throw-away cluster from `node scripts/pg-cluster.mjs`.
 */
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { bench, describe } from 'vitest';
import { createApp } from '../../api/app';
import { migrateDb, openDb, rows } from '../../api/db/client';
import { describeDatabase, parseDatabaseUrl } from '../../api/db/engine';
import { isDatabaseEmpty, seedDatabase } from '../../api/db/seed/index';
import { seedLarge } from '../../api/db/seed/large';
import { parseEnv } from '../../api/env';
import { demo, login } from '../api/helpers';

const given = process.env.DATABASE_URL;
const url = given && parseDatabaseUrl(given).engine === 'postgres' ? given : resolve('data/bench-admin-large.db');
const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: url });
const db = openDb(url);
await migrateDb(db);
if (await isDatabaseEmpty(db)) await seedDatabase(db);
const number = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: unknown }>(db, query))[0]?.n ?? 0);
const large = await number(sql`select count(*) as n from users where email like 'large.%'`);
if (large < 100_000) await seedLarge(db, { count: 100_000 - large, perStudent: 10 });
const students = await number(sql`select count(*) as n from student_details`);
const pm = await number(sql`select count(*) as n from progress_materials`);
console.log(`[bench] ${students} students, ${pm} progress_materials rows in ${describeDatabase(url)}`);

const app = createApp({ db, env });
const headers = { cookie: await login(app, 'admin', demo.admin, demo.password), accept: 'application/json' };
const mentorHeaders = { cookie: await login(app, 'mentor', demo.mentor, demo.password), accept: 'application/json' };

/** The chapter most of mentor@'s students are in (the chapter filter's largest answer). */
const busyChapter = await number(
  sql`select t.chapter_id as n from student_details sd join users m on m.id = sd.mentor_id and m.email = ${demo.mentor}
      join progresses p on p.student_id = sd.user_id join progress_materials pm on pm.progress_id = p.id and pm.is_unlock
      join materials ma on ma.id = pm.material_id join topics t on t.id = ma.topic_id
      group by t.chapter_id order by count(distinct sd.user_id) desc limit 1`,
);
const terms = ['wijaya 1', 'putri', 'saputra 42', 'yoga h', 'citra'];
let turn = 0;

async function get(path: string, as: Record<string, string> = headers): Promise<void> {
  const res = await app.request(path, { headers: as });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  await res.arrayBuffer();
}

describe('admin students list at 100,000 students', () => {
  bench('baseline: GET /api/health', () => get('/api/health'), { time: 3000 });

  bench(
    'GET /api/admin/students?search=…&order[column]=name (page of 10)',
    () => {
      const term = terms[turn++ % terms.length] ?? 'putri';
      return get(
        `/api/admin/students?search=${encodeURIComponent(term)}&order[column]=name&order[dir]=asc&start=0&length=10`,
      );
    },
    { time: 3000 },
  );

  bench(
    'GET /api/admin/students?order[column]=name (unsearched page 3)',
    () => get('/api/admin/students?order[column]=name&order[dir]=desc&start=20&length=10'),
    { time: 3000 },
  );

  // The other orders of the data table: each must be read in index order, not sorted.
  for (const column of ['email', 'created_at', 'occupation', 'id']) {
    bench(
      `GET /api/admin/students?search=…&order[column]=${column} (page of 10)`,
      () => {
        const term = terms[turn++ % terms.length] ?? 'putri';
        return get(
          `/api/admin/students?search=${encodeURIComponent(term)}&order[column]=${column}&order[dir]=desc&start=0&length=10`,
        );
      },
      { time: 2000 },
    );
    bench(
      `GET /api/admin/students?order[column]=${column} (unsearched page 3)`,
      () => get(`/api/admin/students?order[column]=${column}&order[dir]=asc&start=20&length=10`),
      { time: 2000 },
    );
  }
});

// Deep pages and the mentor's lists (mentor@ follows about 40,000 of the students).
describe('deep admin pages and the mentor lists at 100,000 students', () => {
  bench('baseline: GET /api/health', () => get('/api/health'), { time: 1500 });
  for (const column of ['name', 'created_at', 'id']) {
    bench(
      `GET /api/admin/students?order[column]=${column}&start=90000 (deep page)`,
      () => get(`/api/admin/students?order[column]=${column}&order[dir]=asc&start=90000&length=10`),
      { time: 1500 },
    );
  }
  bench(
    'GET /api/mentor/submissions (review queue, oldest first)',
    () => get('/api/mentor/submissions?order[column]=submittedAt&order[dir]=asc&start=0&length=10', mentorHeaders),
    { time: 1500 },
  );
  bench('GET /api/mentor/submissions/counts', () => get('/api/mentor/submissions/counts', mentorHeaders), {
    time: 1500,
  });
  // Every order of the dashboard, at the start and deep into mentor@'s 40,000 students, searched or not: each page is
  // cut from an index on the keys student_details stores (migration 0012), so none sorts the mentor's students.
  for (const column of ['name', 'startDate', 'lastLearning', 'progress', 'chapterOrder', 'phone']) {
    for (const [dir, start] of [
      ['desc', 0],
      ['asc', 30000],
    ] as const) {
      bench(
        `GET /api/mentor/dashboard ordered by ${column} ${dir}, start=${start}`,
        () =>
          get(
            `/api/mentor/dashboard?order[column]=${column}&order[dir]=${dir}&start=${start}&length=10`,
            mentorHeaders,
          ),
        { time: 1000 },
      );
    }
  }
  for (const column of ['progress', 'chapterOrder']) {
    bench(
      `GET /api/mentor/dashboard?search=…, ordered by ${column}`,
      () => {
        const term = terms[turn++ % terms.length] ?? 'putri';
        return get(
          `/api/mentor/dashboard?search=${encodeURIComponent(term)}&order[column]=${column}&order[dir]=desc&start=0&length=10`,
          mentorHeaders,
        );
      },
      { time: 1000 },
    );
  }
  bench(
    'GET /api/mentor/dashboard?chapterId=… ordered by lastLearning, start=1000',
    () =>
      get(
        `/api/mentor/dashboard?chapterId=${busyChapter}&order[column]=lastLearning&order[dir]=desc&start=1000&length=10`,
        mentorHeaders,
      ),
    { time: 1000 },
  );
});
