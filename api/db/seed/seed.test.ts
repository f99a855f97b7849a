/** The seed on a real, migrated SQLite file: what other areas and the demo rely on. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateDb, openDb } from '../client';
import { allCourseMaterials } from './content';
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDatabase } from './index';

let db: Db;
let dir: string;
const now = Date.now();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kelaskoding-seed-'));
  db = openDb(join(dir, 'seed.db'));
  await migrateDb(db);
  expect(await isDatabaseEmpty(db)).toBe(true);
  await seedDatabase(db, { now });
});
afterAll(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

const all = <T>(sql: string, ...params: unknown[]) => db.$client.prepare(sql).all(...params) as T[];
const one = <T>(sql: string, ...params: unknown[]) => db.$client.prepare(sql).get(...params) as T;

/** Course 2's live materials in learning order (trial first, then chapters, topics, materials by order). */
const sequenceSql = `
  select m.id, m.relation from materials m
  join topics t on t.id = m.topic_id join chapters c on c.id = t.chapter_id
  where c.course_id = 2 and c.deleted_at is null and t.deleted_at is null and m.deleted_at is null
  order by c.is_trial desc, c."order", t."order", m."order"`;

describe('seedDatabase', () => {
  it('is no longer empty and has every province and city', async () => {
    expect(await isDatabaseEmpty(db)).toBe(false);
    expect(one<{ n: number }>('select count(*) n from provinces').n).toBe(38);
    expect(one<{ n: number }>('select count(*) n from cities').n).toBeGreaterThan(500);
    const jakarta = one<{ name: string }>("select name from provinces where id = '31'");
    expect(jakarta.name).toBe('DKI Jakarta');
  });

  it('creates course 2 "Web Development" with a trial chapter and four paid chapters numbered from 1', () => {
    const course = one<{ title: string }>('select title from courses where id = 2');
    expect(JSON.parse(course.title)).toEqual({ id: 'Pengembangan Web', en: 'Web Development' });
    const chapters = all<{ is_trial: number; order: number }>(
      'select is_trial, "order" from chapters where course_id = 2 and deleted_at is null order by is_trial desc, "order"',
    );
    expect(chapters.map((c) => [c.is_trial, c.order])).toEqual([
      [1, 1],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
    ]);
    const sequence = all<{ relation: string }>(sequenceSql);
    expect(sequence.at(-1)?.relation).toBe('submission-exam');
    expect(new Set(sequence.map((m) => m.relation))).toEqual(
      new Set(['slide', 'video', 'quiz', 'practice', 'submission', 'submission-exam']),
    );
  });

  it('leaves exactly one text in one language only, deep in the course, so the fallback shows', () => {
    const missing = all<{ kind: string; title: string }>(
      `select 'topic' kind, json_extract(title, '$.id') title from topics
        where deleted_at is null and (json_extract(title, '$.en') is null or json_extract(title, '$.id') is null)
       union all select 'chapter', json_extract(title, '$.id') from chapters
        where deleted_at is null and (json_extract(title, '$.en') is null or json_extract(title, '$.id') is null
          or json_extract(description, '$.en') is null or json_extract(description, '$.id') is null)`,
    );
    expect(missing).toEqual([{ kind: 'topic', title: 'Routing Laravel' }]);
  });

  it('creates the demo accounts and at least 30 more students, some without a mentor', () => {
    for (const account of DEMO_ACCOUNTS) {
      expect(one<{ role: string }>('select role from users where email = ?', account.email).role).toBe(account.role);
    }
    expect(one<{ n: number }>("select count(*) n from users where role = 'student'").n).toBeGreaterThanOrEqual(32);
    expect(one<{ n: number }>('select count(*) n from student_details where mentor_id is null').n).toBeGreaterThan(0);
  });

  it('has submissions in every status, with saved code, and feedback on reviewed ones', () => {
    const rows = all<{ status: string; n: number; coded: number; feedback: number }>(
      `select submission_status status, count(*) n, sum(code is not null) coded, sum(feedback is not null) feedback
       from progress_materials where submission_status is not null group by 1`,
    );
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r]));
    for (const status of ['new', 'in review', 'reviewed']) {
      expect(byStatus[status]?.n).toBeGreaterThan(0);
      expect(byStatus[status]?.coded).toBe(byStatus[status]?.n);
    }
    expect(byStatus.reviewed?.feedback).toBe(byStatus.reviewed?.n);
  });

  it('keeps every progress consistent: rows form a prefix of the course order and the numbers add up', () => {
    const sequence = all<{ id: number }>(sequenceSql).map((m) => m.id);
    const progresses = all<{ id: number; percentage: number; score: number }>(
      'select id, percentage, score from progresses',
    );
    expect(progresses.length).toBeGreaterThanOrEqual(36);
    for (const progress of progresses) {
      const rows = all<{ material_id: number; is_finish: number; is_unlock: number; score: number | null }>(
        'select material_id, is_finish, is_unlock, score from progress_materials where progress_id = ?',
        progress.id,
      );
      const positions = rows.map((r) => sequence.indexOf(r.material_id)).sort((a, b) => a - b);
      expect(positions).toEqual(positions.map((_, i) => i));
      expect(rows.every((r) => r.is_unlock === 1)).toBe(true);
      const finished = rows.filter((r) => r.is_finish === 1);
      expect(progress.percentage).toBeCloseTo((finished.length / sequence.length) * 100, 1);
      const scores = finished.map((r) => r.score).filter((s): s is number => s !== null);
      const mean = scores.length === 0 ? 0 : scores.reduce((a, b) => a + b, 0) / scores.length;
      expect(progress.score).toBeCloseTo(mean, 1);
    }
  });

  it('gives the demo student an active subscription and part of the paid chapters', () => {
    const student = one<{ id: number }>("select id from users where email = 'student@kelaskoding.id'");
    const sub = one<{ n: number }>(
      'select count(*) n from subscriptions where student_id = ? and start <= ? and "end" > ?',
      student.id,
      now,
      now,
    );
    expect(sub.n).toBe(1);
    const progress = one<{ percentage: number }>(
      'select percentage from progresses where student_id = ? and course_id = 2',
      student.id,
    );
    expect(progress.percentage).toBeGreaterThan(20);
    expect(progress.percentage).toBeLessThan(80);
  });

  it('gives the PHP demo student an active subscription, two PHP practices done and the next one open', () => {
    const php = one<{ id: number }>("select id from users where email = 'php@kelaskoding.id'");
    expect(
      one<{ n: number }>(
        'select count(*) n from subscriptions where student_id = ? and start <= ? and "end" > ?',
        php.id,
        now,
        now,
      ).n,
    ).toBe(1);
    const rows = all<{ title: string; relation: string; is_finish: number }>(
      `select json_extract(m.title, '$.en') title, m.relation, pm.is_finish from progress_materials pm
       join progresses p on p.id = pm.progress_id join materials m on m.id = pm.material_id
       join topics t on t.id = m.topic_id join chapters c on c.id = t.chapter_id
       where p.student_id = ? and json_extract(c.title, '$.en') = 'PHP and Laravel'
       order by t."order", m."order"`,
      php.id,
    );
    expect(rows.filter((r) => r.is_finish === 1).map((r) => r.title)).toContain('Practice: Arrays and Loops');
    const open = rows.filter((r) => r.is_finish === 0);
    expect(open.map((r) => [r.title, r.relation])).toEqual([['Practice: Functions', 'practice']]);
  });

  it('gives the trial student no subscription and only the first material', () => {
    const trial = one<{ id: number }>("select id from users where email = 'trial@kelaskoding.id'");
    expect(one<{ n: number }>('select count(*) n from subscriptions where student_id = ?', trial.id).n).toBe(0);
    const rows = all<{ material_id: number; is_finish: number }>(
      'select pm.material_id, pm.is_finish from progress_materials pm join progresses p on p.id = pm.progress_id where p.student_id = ?',
      trial.id,
    );
    expect(rows).toEqual([{ material_id: all<{ id: number }>(sequenceSql)[0]?.id, is_finish: 0 }]);
  });

  it('has packages and payments in every status, and subscriptions only after a paid payment', () => {
    expect(one<{ n: number }>('select count(*) n from packages where deleted_at is null and course_id = 2').n).toBe(3);
    const statuses = all<{ status: string }>('select distinct status from payments').map((r) => r.status);
    expect(statuses).toEqual(expect.arrayContaining(['paid', 'pending', 'expired']));
    const unpaid = one<{ n: number }>(
      "select count(*) n from subscriptions s join payments p on p.id = s.payment_id where p.status != 'paid'",
    );
    expect(unpaid.n).toBe(0);
  });

  it('loads no picture of a seeded starter or solution from another host, which the preview blocks', () => {
    for (const material of allCourseMaterials()) {
      if (!('starter' in material)) continue;
      const code = JSON.stringify([material.starter, material.solution]);
      expect(code, JSON.stringify(material.title)).not.toMatch(/<img[^>]*src=\\?"(https?:)?\/\//);
    }
  });
});
