/**
 * Behaviour tests in Chromium: the agreement table (workers/behaviour/programs.fixture.ts) and the seeded
 * JavaScript lessons' rewrites (tests/fixtures/behaviour/) run through the browser's behaviour frame, on the
 * /testing/behaviour playground, and must reach the verdicts the server's engine reaches in the unit suite.
 */
import { expect, type Page, test } from '@playwright/test';
import { behaviourPrograms } from '../../../workers/behaviour/programs.fixture';
import type { Answer, CheckFile } from '../../../workers/checker/api';
import { jsChapterPrograms } from '../../fixtures/behaviour/js-chapter-rewrites';
import { lessonCheck } from '../../fixtures/behaviour/lesson-check';

/** Runs a workspace's rules on the playground and answers each rule's reason, in order. */
async function reasonsOf(page: Page, files: CheckFile[], answers: Answer[]): Promise<string[]> {
  await page.getByLabel('Workspace dan aturan (JSON)').fill(JSON.stringify({ files, answers }));
  const verdicts = page.getByTestId('behaviour-verdicts');
  await page.getByRole('button', { name: 'Jalankan' }).click();
  await expect(verdicts).toHaveAttribute('data-status', 'done', { timeout: 30_000 });
  const reasons = (await verdicts.locator('[data-reasons]').getAttribute('data-reasons')) ?? '';
  // The next run starts from 'running': a stale 'done' cannot be read as its answer.
  await page.evaluate(() =>
    document.querySelector('[data-testid="behaviour-verdicts"]')?.setAttribute('data-status', 'read'),
  );
  return reasons.split(',');
}

test.describe('behaviour tests in the browser', () => {
  test.describe.configure({ timeout: 300_000 });

  test('reach the verdicts of the agreement table', async ({ page }) => {
    await page.goto('/testing/behaviour');
    const disagreements: string[] = [];
    for (const program of behaviourPrograms) {
      const reasons = await reasonsOf(page, program.files, program.answers);
      if (reasons.join(',') !== program.expected.join(','))
        disagreements.push(`${program.name}: ${reasons.join(',')} (expected ${program.expected.join(',')})`);
    }
    expect(disagreements).toEqual([]);
  });

  test('judge the seeded JavaScript lessons by what the code does', async ({ page }) => {
    await page.goto('/testing/behaviour');
    const wrong: string[] = [];
    for (const program of jsChapterPrograms) {
      const { files, answers } = lessonCheck(program);
      const reasons = await reasonsOf(page, files, answers);
      if (reasons.every((r) => r === 'ok') !== program.passes) wrong.push(`${program.name}: ${reasons.join(',')}`);
    }
    expect(wrong).toEqual([]);
  });

  test('replace a hung frame and judge the next run', async ({ page }) => {
    await page.goto('/testing/behaviour');
    const hanging: CheckFile[] = [{ path: 'index.html', value: '<p id="p">x</p>' }];
    // A loop in the test itself carries no loop guard: only the frame's watchdog can stop it.
    const started = Date.now();
    expect(await reasonsOf(page, hanging, [{ kind: 'behaviour', test: 'while (true) {}' }])).toEqual([
      'behaviour-timeout',
    ]);
    const stoppedAfterMs = Date.now() - started;
    expect(
      await reasonsOf(page, hanging, [{ kind: 'behaviour', test: "assert.equal($('#p').textContent, 'x');" }]),
    ).toEqual(['ok']);
    test.info().annotations.push({ type: 'hang stopped after', description: `${stoppedAfterMs} ms` });
  });
});
