import Database from 'better-sqlite3';
const db = new Database('/tmp/large.db');
const time = (label: string, sql: string, ...p: unknown[]) => {
  const st = db.prepare(sql);
  st.all(...p);
  const t0 = performance.now();
  for (let i = 0; i < 5; i++) st.all(...p);
  console.log(label, ((performance.now() - t0) / 5).toFixed(1), 'ms', JSON.stringify(db.prepare(`explain query plan ${sql}`).all(...p).map((r: any) => r.detail)));
};
time('count users', "select count(*) from users where role='student' and deleted_at is null");
time('count join', "select count(*) from users u join student_details sd on sd.user_id=u.id where u.role='student' and u.deleted_at is null");
time('count like sd', "select count(*) from student_details where full_name like '%wijaya 12%'");
time('count like lower sd', "select count(*) from student_details where lower(full_name) like '%wijaya 12%'");
time('count like join', "select count(*) from users u join student_details sd on sd.user_id=u.id where u.role='student' and u.deleted_at is null and sd.full_name like '%wijaya 12%'");
time('page name', "select u.id from users u join student_details sd on sd.user_id=u.id where u.role='student' and u.deleted_at is null order by sd.full_name limit 10");
