/**
 * From the last accepted project to the public page: a new student finishes the trial chapter up to its project and
 * submits it; the mentor accepts it; the student finds the chapter badge on their certificates page (QR code, JSON,
 * LinkedIn link) and on the learning map what is left; a guest opens the public page and the browser verifies the
 * credential; a changed character is refused; the admin revokes it and a guest then sees it revoked. The landing
 * page never downloads the verifier.
 */
import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { introChapter } from '../../../api/db/seed/content-web-intro';
import { signInThroughApi } from '../api-sign-in';
import { reachTrial, registerAndSignIn } from '../practice/helpers';
import { DEMO_PASSWORD as PASSWORD } from '../shell/helpers';

const MENTOR = 'mentor@kelaskoding.id';

/** A page of a fresh context (own cookies and cache), signed in as `role` when given. */
async function freshPage(browser: Browser, role?: 'mentor' | 'admin'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (role === 'mentor') await signInThroughApi(page, 'mentor', MENTOR, PASSWORD);
  if (role === 'admin') await signInThroughApi(page, 'admin', 'admin@kelaskoding.id', PASSWORD);
  return page;
}

test('a student earns a badge that a guest verifies in the browser, refused when changed, then revoked', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL as string).origin;
  const headers = { origin };

  // The student reaches the trial chapter's project (its last material) and submits the reference solution.
  const userId = await registerAndSignIn(page, baseURL as string, 'certificate');
  const project = await reachTrial(page, baseURL as string, userId, 'submission');
  const progress = await page.request.get(`/api/student/show-progress/${userId}/2`);
  const progressId = ((await progress.json()) as { data: { id: number }[] }).data[0]?.id;
  const opened = await page.request.post(`/api/student/progresses/${progressId}/progress-topic`, {
    data: { chapterId: project.chapter_id, topicId: project.topic_id, materialId: project.id },
    headers,
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const progressMaterialId = ((await opened.json()) as { data: { progressMaterialId: number } }).data
    .progressMaterialId;
  const def = introChapter.topics.flatMap((t) => t.materials).find((m) => m.relation === 'submission');
  if (def?.relation !== 'submission') throw new Error('the seed has no trial project');
  const submitted = await page.request.post(`/api/student/submissions/${progressMaterialId}`, {
    data: { workspace: def.solution },
    headers,
  });
  expect(submitted.status(), await submitted.text()).toBeLessThan(300);

  // Before the review the map says the project is what is left.
  await page.goto('/learning');
  const standing = page.getByTestId('certificate-standing');
  await expect(standing).toContainText('Yang tersisa untuk sertifikatmu');
  await expect(standing).toContainText('proyek menunggu diterima mentor');

  // The admin gives the student to mentor@kelaskoding.id, who accepts the project.
  const admin = await freshPage(browser, 'admin');
  const mentors = await admin.request.get('/api/admin/mentors', { params: { search: MENTOR } });
  const mentorId = ((await mentors.json()) as { data: { id: number }[] }).data[0]?.id;
  const assigned = await admin.request.put(`/api/admin/students/${userId}/mentor`, { data: { mentorId }, headers });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const mentor = await freshPage(browser, 'mentor');
  expect((await mentor.request.post(`/api/mentor/submissions/${progressMaterialId}/open`, { headers })).status()).toBe(
    200,
  );
  const reviewed = await mentor.request.post(`/api/mentor/submissions/${progressMaterialId}/reviewed`, {
    data: { feedback: 'Kartu profil yang rapi.', score: 92 },
    headers,
  });
  expect(reviewed.status(), await reviewed.text()).toBe(200);
  await mentor.context().close();

  // The student's certificates page: the badge with its QR code, JSON, public link and LinkedIn link.
  await page.goto('/certificates');
  const card = page.getByTestId('certificate-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`Lencana ${introChapter.title.id}`);
  await expect(card.locator('.kk-certs__qr svg')).toBeVisible();
  const linkedIn = await card.getByRole('link', { name: 'Tambahkan ke profil LinkedIn' }).getAttribute('href');
  expect(linkedIn).toContain('https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME');
  expect(linkedIn).toContain('organizationName=KelasKoding');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Unduh JSON' }).click(),
  ]);
  const credential = JSON.parse(await readFile((await download.path()) as string, 'utf8')) as Record<string, unknown>;
  expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
  const publicUrl = String(credential.id);
  expect(publicUrl).toMatch(/\/certificates\/[0-9a-f-]{36}$/);

  // A guest opens the public page: the certificate, then the browser's verdict.
  const guest = await freshPage(browser);
  await guest.goto(publicUrl);
  await expect(guest.getByRole('heading', { name: 'Siswa certificate' })).toBeVisible();
  const verification = guest.getByTestId('verification');
  await expect(verification).toContainText('Sertifikat ini asli dan berlaku.', { timeout: 30_000 });
  await expect(verification.locator('li.is-ok')).toHaveCount(4);

  // One changed character in the credential: the browser refuses it.
  const tampered = await freshPage(browser);
  await tampered.route('**/api/certificates/*', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as {
      data: { credential: { credentialSubject: { identifier: { identityHash: string }[] } } };
    };
    const identity = body.data.credential.credentialSubject.identifier[0];
    if (identity) identity.identityHash = identity.identityHash.replace(/.$/, 'X');
    await route.fulfill({ response: res, json: body });
  });
  await tampered.goto(publicUrl);
  await expect(tampered.getByTestId('verification')).toContainText('Sertifikat ini tidak asli', { timeout: 30_000 });

  // The admin revokes it from the list; a guest then reads it as revoked.
  await admin.goto('/admin/certificates');
  await admin
    .getByRole('searchbox', { name: 'Cari nama atau ID sertifikat' })
    .fill(publicUrl.split('/').pop() as string);
  const row = admin.getByTestId('certificate-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Cabut' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Alasan').fill('Diterbitkan karena kesalahan');
  await dialog.getByRole('button', { name: 'Cabut' }).click();
  await expect(row).toContainText('Dicabut: Diterbitkan karena kesalahan');
  const later = await freshPage(browser);
  await later.goto(publicUrl);
  await expect(later.getByTestId('verification')).toContainText('Sertifikat ini sudah dicabut oleh KelasKoding.', {
    timeout: 30_000,
  });
  await expect(later.getByText('Dicabut pada')).toBeVisible();

  // The landing page loads nothing of the verifier.
  const landing = await freshPage(browser);
  const scripts: string[] = [];
  landing.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await landing.goto('/');
  await landing.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /verify|qrcode|certificate/.test(url))).toEqual([]);
});
