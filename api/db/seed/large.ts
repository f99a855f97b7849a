/**
 * The scale data set of issue 7: `count` extra students (users + details, some with a mentor) and
 * `perStudent` progress_materials rows each (with one progress per student on course 2), written with
 * prepared statements in transactions of `batch` students. Emails are `large.<n>@example.com`, so a
 * second run continues after the students already there. The demo seed must have run first.
 */
import { STUDENT_COURSE_ID as COURSE } from '../../contracts/course';
import type { Db } from '../client';
import { createRandom, DAY } from './random';

export type LargeSeedOptions = { count: number; perStudent: number; batch?: number; now?: number };
export type LargeSeedResult = { students: number; progressMaterials: number; ms: number };

const FIRST = [
  'Agus',
  'Ayu',
  'Bayu',
  'Citra',
  'Dewi',
  'Dimas',
  'Eka',
  'Fajar',
  'Gita',
  'Hana',
  'Indah',
  'Joko',
  'Kartika',
  'Lukman',
  'Maya',
  'Nanda',
  'Putri',
  'Rizky',
  'Sari',
  'Taufik',
  'Wulan',
  'Yoga',
];
const LAST = [
  'Saputra',
  'Wijaya',
  'Hidayat',
  'Kusuma',
  'Nugroho',
  'Setiawan',
  'Siregar',
  'Nasution',
  'Lubis',
  'Wibowo',
  'Permana',
  'Gunawan',
  'Halim',
  'Rahman',
  'Utami',
  'Pratama',
];
const JOBS = ['Pelajar', 'Mahasiswa', 'Karyawan', 'Freelancer', 'Guru', 'Fresh Graduate'];

/** Writes the data set and returns how much was written and how long it took. */
export function seedLarge(db: Db, options: LargeSeedOptions): LargeSeedResult {
  const started = Date.now();
  const now = options.now ?? Date.now();
  const batch = options.batch ?? 5000;
  const sqlite = db.$client;
  const random = createRandom(424242);

  const hash = (
    sqlite.prepare("select password_hash as h from users where role = 'student' limit 1").get() as
      | { h: string }
      | undefined
  )?.h;
  const course = sqlite.prepare(`select id from courses where id = ${COURSE}`).get() as { id: number } | undefined;
  if (!hash || !course)
    throw new Error(`Run the demo seed first (npm run db:seed): it provides course ${COURSE} and a password hash.`);
  const materialIds = (
    sqlite
      .prepare(
        `select m.id from materials m join topics t on t.id = m.topic_id join chapters c on c.id = t.chapter_id
         where c.course_id = ${COURSE} and m.deleted_at is null order by c."order", t."order", m."order"`,
      )
      .all() as { id: number }[]
  ).map((r) => r.id);
  if (materialIds.length < options.perStudent) {
    throw new Error(`Course ${COURSE} has ${materialIds.length} materials; perStudent must not exceed that.`);
  }
  const mentorIds = (sqlite.prepare("select id from users where role = 'mentor'").all() as { id: number }[]).map(
    (r) => r.id,
  );
  const already = (sqlite.prepare("select count(*) as n from users where email like 'large.%'").get() as { n: number })
    .n;

  const insertUser = sqlite.prepare(
    "insert into users (role, email, password_hash, created_at, updated_at) values ('student', ?, ?, ?, ?)",
  );
  const insertDetail = sqlite.prepare(
    'insert into student_details (user_id, full_name, phone, gender, occupation, mentor_id) values (?, ?, ?, ?, ?, ?)',
  );
  const insertProgress = sqlite.prepare(
    `insert into progresses (student_id, course_id, join_date, last_learning_date, percentage, score) values (?, ${COURSE}, ?, ?, ?, ?)`,
  );
  const insertPm = sqlite.prepare(
    'insert into progress_materials (progress_id, material_id, is_unlock, is_finish, score, updated_at) values (?, ?, 1, ?, ?, ?)',
  );

  const writeBatch = sqlite.transaction((from: number, to: number) => {
    for (let n = from; n < to; n++) {
      const joined = now - random.int(0, 365) * DAY - random.int(0, DAY - 1);
      const male = random.chance(0.5);
      const name = `${random.pick(FIRST)} ${random.pick(LAST)} ${n}`;
      const userId = Number(insertUser.run(`large.${n}@example.com`, hash, joined, joined).lastInsertRowid);
      const mentor = mentorIds.length > 0 && random.chance(0.8) ? random.pick(mentorIds) : null;
      insertDetail.run(
        userId,
        name,
        `08${String(1_000_000_000 + n).slice(0, 10)}`,
        male ? 'male' : 'female',
        random.pick(JOBS),
        mentor,
      );
      const finished = random.int(0, options.perStudent);
      const progressId = Number(
        insertProgress.run(userId, joined, joined + finished * DAY, (finished / materialIds.length) * 100, finished * 8)
          .lastInsertRowid,
      );
      for (let i = 0; i < options.perStudent; i++) {
        insertPm.run(
          progressId,
          materialIds[i],
          i < finished ? 1 : 0,
          i < finished ? random.int(60, 100) : null,
          joined + i * DAY,
        );
      }
    }
  });

  // A scratch data set: skip fsync while writing (the file is consistent again at the end).
  sqlite.pragma('synchronous = OFF');
  for (let from = already; from < already + options.count; from += batch) {
    writeBatch(from, Math.min(from + batch, already + options.count));
  }
  sqlite.pragma('synchronous = NORMAL');
  // A full ANALYZE (under a second here), not `PRAGMA optimize`, whose sampled statistics guessed 667
  // students per role and 2,001 per `deleted_at`: the planner then sorted every student for a page.
  sqlite.exec('ANALYZE');
  return { students: options.count, progressMaterials: options.count * options.perStudent, ms: Date.now() - started };
}
