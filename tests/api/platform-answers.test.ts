/**
 * The public platform calls answer what their response contracts say (api/contracts/platform.ts, areas.ts):
 * liveness and readiness, the province list and the sign-up bot check, on a freshly migrated and seeded database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataOf } from '../../api/contracts/answers';
import { area } from '../../api/contracts/areas';
import * as platform from '../../api/contracts/platform';
import { createTestApp } from './helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: 'minimal' });
});
afterAll(() => t.cleanup());

async function answer(path: string): Promise<unknown> {
  const res = await t.app.request(path);
  expect(res.status, path).toBe(200);
  return await res.json();
}

describe('platform response contracts', () => {
  it('health and readiness', async () => {
    platform.healthAnswer.parse(await answer('/api/health'));
    expect(platform.readyAnswer.parse(await answer('/api/ready')).status).toBe('ready');
  });

  it('the provinces with their cities', async () => {
    const areas = dataOf(z.array(area)).parse(await answer('/api/areas'));
    expect(areas.data.length).toBeGreaterThan(30);
  });

  it('the bot check and its challenge', async () => {
    const config = dataOf(platform.botCheckConfig).parse(await answer('/api/bot-check/config'));
    expect(config.data.provider).toBe('altcha');
    platform.altchaChallenge.parse(await answer('/api/bot-check/challenge'));
  });
});
