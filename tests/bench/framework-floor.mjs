/**
 * The framework's floor for `api-speed.mjs --floor`: the bare server's work (bare-work.mjs, the same SQL and JSON)
 * served through what the product is built on, Hono on @hono/node-server, taking turns as the product does, and
 * nothing of ours: no middleware, no validation, default router; the product's answer headers (bare-work.mjs) given
 * to `c.json` as a plain Hono app would. Measured beside the product and
 * the bare server, it splits the product's distance from the bare server into the framework's share (this floor
 * against the bare server) and ours (the product against this floor). Not part of the product.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createServerTakingTurns } from '../../api/lib/turns.ts';
import * as work from './bare-work.mjs';

const answer = (c, { status, body, cookie }) => {
  if (cookie) c.header('set-cookie', cookie);
  return c.json(body, status, work.ANSWER_HEADERS);
};

const app = new Hono().basePath('/api');
app.get('/health', (c) => answer(c, work.health()));
app.post('/student/login', async (c) => answer(c, await work.signIn(await c.req.json(), c.req.header('cookie'))));

const student = new Hono();
student.use(async (c, next) => {
  const me = work.currentStudent(c.req.header('cookie'));
  if (!me) return answer(c, work.unauthenticated);
  c.set('me', me);
  await next();
});
student.get('/student/user', (c) => answer(c, work.profile(c.get('me'))));
student.get('/student/courses/:id/chapters', (c) => answer(c, work.courseMap(c.get('me'), Number(c.req.param('id')))));
student.put('/student/practice/:id/code', async (c) =>
  answer(c, work.saveDraft(c.get('me'), Number(c.req.param('id')), await c.req.json())),
);
student.put('/student/progresses/:id', async (c) =>
  answer(c, work.finishMaterial(c.get('me'), Number(c.req.param('id')), await c.req.json())),
);
student.post('/student/progresses/:id/progress-topic', async (c) =>
  answer(c, work.openMaterial(c.get('me'), Number(c.req.param('id')), await c.req.json())),
);
student.get('/notifications', (c) =>
  answer(c, work.notifications(c.get('me'), Number(c.req.query('start') ?? 0), Number(c.req.query('length') ?? 10))),
);
student.put('/notifications/:id/read', (c) => answer(c, work.markRead(c.get('me'), Number(c.req.param('id')))));
app.route('/', student);

// Node's listener, the one node-server makes around `fetch`, starts in turns, as the product's does.
const createServer = createServerTakingTurns(work.TURN_MS);
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1', createServer }, () =>
  console.log('[floor] ready'),
);
// A normal exit on SIGTERM, so that `node --cpu-prof` writes its profile (api-speed.mjs --profile).
process.on('SIGTERM', () => process.exit(0));
