import { createApp } from './api/app';
import { openDb } from './api/db/client';
import { parseEnv } from './api/env';
const env = parseEnv({ NODE_ENV: 'test', DATABASE_URL: '/tmp/large.db' });
const db = openDb(env.DATABASE_URL);
const app = createApp({ db, env });
const login = await app.request('/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost' }, body: JSON.stringify({ email: 'admin@kelaskoding.id', password: 'kelaskoding123' }) });
const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
for (const q of ['search=budi&order[column]=name', 'search=wijaya 12&order[column]=name&order[dir]=desc', 'order[column]=name&start=50000', 'order[column]=created_at&order[dir]=desc', 'search=large.99', '']) {
  const times: number[] = [];
  let body = '';
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const res = await app.request(`/api/admin/students?${q}&length=10`, { headers: { cookie } });
    body = await res.text();
    times.push(performance.now() - t0);
  }
  console.log(q, times.map((t) => t.toFixed(1)).join(' '), body.slice(-40));
}
const sqlite = db.$client;
console.log(sqlite.prepare(`explain query plan select u.id from users u join student_details sd on sd.user_id = u.id where u.role='student' and u.deleted_at is null and (sd.full_name like '%budi%' or u.email like '%budi%') order by sd.full_name, u.id limit 10`).all());
