/**
 * The floor of `api-speed.mjs` and `load.mjs`: a bare node:http + better-sqlite3 server on the product's database
 * file doing the same work per request as the product (bare-work.mjs) and answering the same JSON with the same headers, with no framework,
 * validation library or middleware. Not part of the product.
 *
 * Its handlers take turns with the event loop as the product's do (api/lib/turns.ts, loaded through tsx, so both
 * scripts start this file with `--import tsx`): without them a saturated server accepts one new connection per
 * event-loop iteration, and in load.mjs's crowd of new students the floor itself collapsed (215 req/s, sign-ins
 * waiting up to 58 s), which measured that libuv behaviour rather than the product's cost per request.
 */
import { createServer } from 'node:http';
import { takingTurns } from '../../api/lib/turns.ts';
import * as work from './bare-work.mjs';

function send(res, answer) {
  const json = JSON.stringify(answer.body);
  if (answer.cookie) res.setHeader('set-cookie', answer.cookie);
  res.writeHead(answer.status, {
    ...work.ANSWER_HEADERS,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
}

function readJson(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

const server = createServer(
  takingTurns(async (req, res) => {
    const url = req.url ?? '/';
    if (url === '/api/health') return send(res, work.health());
    if (url === '/api/student/login' && req.method === 'POST') {
      return send(res, await work.signIn(await readJson(req), req.headers.cookie));
    }
    const me = work.currentStudent(req.headers.cookie);
    if (!me) return send(res, work.unauthenticated);
    if (url === '/api/student/user') return send(res, work.profile(me));
    const chapters = /^\/api\/student\/courses\/(\d+)\/chapters/.exec(url);
    if (chapters) return send(res, work.courseMap(me, Number(chapters[1])));
    const code = /^\/api\/student\/practice\/(\d+)\/code$/.exec(url);
    if (code && req.method === 'PUT') return send(res, work.saveDraft(me, Number(code[1]), await readJson(req)));
    const progressPut = /^\/api\/student\/progresses\/(\d+)$/.exec(url);
    if (progressPut && req.method === 'PUT') {
      return send(res, work.finishMaterial(me, Number(progressPut[1]), await readJson(req)));
    }
    const open = /^\/api\/student\/progresses\/(\d+)\/progress-topic$/.exec(url);
    if (open && req.method === 'POST') return send(res, work.openMaterial(me, Number(open[1]), await readJson(req)));
    if (url.startsWith('/api/notifications?') && req.method === 'GET') {
      const params = new URL(url, 'http://x').searchParams;
      return send(res, work.notifications(me, Number(params.get('start') ?? 0), Number(params.get('length') ?? 10)));
    }
    const read = /^\/api\/notifications\/(\d+)\/read$/.exec(url);
    if (read && req.method === 'PUT') return send(res, work.markRead(me, Number(read[1])));
    return send(res, { status: 404, body: { error: { code: 'not_found', message: 'Not found.' } } });
  }, work.TURN_MS),
);

server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('[bare] ready'));
// A normal exit on SIGTERM, so that `node --cpu-prof` writes its profile (api-speed.mjs --profile).
process.on('SIGTERM', () => process.exit(0));
