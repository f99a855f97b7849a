/**
 * A mentor reviewing a project whose checklist has behaviour rules sees them judged by running the submitted page
 * in the browser's hidden frame, as the server did when the student submitted it. It opens an already reviewed
 * submission of the seeded click counter, so no other spec's project changes state.
 */
import { expect, test } from '@playwright/test';
import { signInThroughApi } from '../api-sign-in';
import { DEMO_PASSWORD as PASSWORD } from '../shell/helpers';

const MENTOR = 'mentor@kelaskoding.id';
const COUNTER = 'Proyek: Penghitung Klik';

type SubmissionRow = { progressMaterialId: number; submissionTitle: string };

test('a mentor sees the behaviour rules of a submitted project judged by running it', async ({ page }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, 'mentor', MENTOR, PASSWORD);
  let counter: SubmissionRow | undefined;
  for (let start = 0; !counter && start < 2000; start += 200) {
    const res = await page.request.get('/api/mentor/submissions', {
      params: { status: 'reviewed', start, length: 200, 'order[column]': 'submittedAt', 'order[dir]': 'desc' },
    });
    expect(res.ok(), await res.text()).toBe(true);
    const { data } = (await res.json()) as { data: SubmissionRow[] };
    counter = data.find((row) => row.submissionTitle === COUNTER);
    if (data.length < 200) break;
  }
  if (!counter) throw new Error(`the seed has no reviewed "${COUNTER}" of a student of ${MENTOR}`);

  await page.goto(`/mentor/submission?progressMaterialId=${counter.progressMaterialId}`);
  await page.getByRole('tab', { name: 'Hasil pemeriksaan' }).click();
  const rules = page.locator('.rv-rules');
  await expect(rules.locator('.rv-rules__sum')).toHaveText(/^\d+ dari \d+ aturan terpenuhi$/, { timeout: 60_000 });
  // The seeded submission is the reference solution: every rule, the behaviour ones included, passes.
  await expect(rules.locator('.rv-rules__sum')).toHaveClass(/is-pass/);
  const behaviourRule = rules.getByRole('listitem').filter({ hasText: 'Setiap klik pada #tambah' });
  await expect(behaviourRule.first()).toHaveClass(/is-pass/);
});
