/**
 * PHP runs for real in the practice screen (docs/decisions/0018-php-runtime.md), in Chromium with the real server: the landing page and an
 * HTML-only practice download none of the PHP runtime; a PHP practice shows the runtime's progress, then the
 * page's output; typing PHP flips a rule, and rules judged on other runs of a page (posted, or with other data)
 * hold in the browser; a form posts to another PHP page; a parse error lands in the editor;
 * an endless loop is stopped while the editor keeps answering. A Laravel workspace previews its routes: the page
 * switcher lists them, typing Blade flips a rule judged on the route's HTML, a link and a form post run routes,
 * and a Blade error reaches the console and the editor; a student's verdicts and finish come from the server's
 * check pool, which refuses a forged finish. The practices are made through the admin API and opened in the
 * admin's "preview as student", which is the student's own screen.
 */
import { expect, type Page, test } from '@playwright/test';
import { buildWorkspace } from '../../../api/db/seed/content-workspace';
import { toCheckFiles } from '../../../workers/workspace/flatten';
import type { Workspace, WorkspaceNode } from '../../../workers/workspace/types';
import { workspaceOfTexts } from '../../fixtures/workspace';
import {
  adminApi,
  adminCreate,
  createTrialMaterial,
  type MadeMaterial,
  materialPart,
  signInAdmin,
  tag,
} from '../admin/helpers';
import { cursorAfter, registerAndSignIn } from './helpers';

const workspace = (files: Record<string, string>) => workspaceOfTexts(files, { openFirst: true });

const form =
  '<form action="hasil.php" method="post"><input name="nama" aria-label="Nama"><button>Kirim</button></form>';
const starter = {
  'index.php': `<?php $nama = "Ani"; ?>\n<!-- Tulis kodemu di sini -->\n${form}\n`,
  'hasil.php':
    '<?php if ($_SERVER["REQUEST_METHOD"] === "POST"): ?><p class="sapaan">Halo, <?= htmlspecialchars($_POST["nama"]) ?>!</p><?php endif; ?>\n',
};
/** Written from `$nama`, so it follows a run of the page with another name (a rule's `render.vars`). */
const greeting = '<p class="nama" title="<?= $nama ?>">Salam</p>';
const solution = {
  ...starter,
  'index.php': `<?php $nama = "Ani"; ?>\n<h1>Halo <?= $nama ?></h1>\n${greeting}\n${form}\n`,
};

/** Every request the page makes whose address mentions PHP's runtime. */
function phpDownloads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\.wasm$|php8\.3-web|php\.worker|host-web/.test(path)) seen.push(path);
  });
  return seen;
}

async function practiceWith(
  page: Page,
  files: { starter: object; solution: object },
  rules: unknown[],
): Promise<MadeMaterial> {
  const made = await createTrialMaterial(page, 'practice', `PHP ${tag()}`);
  const practiceId = await materialPart(page, 'practices', made.materialId);
  await adminApi(page, 'put', `practices/${practiceId}`, files);
  await adminCreate(page, 'tasks', { practiceId, question: { id: 'Tampilkan judul' }, answers: rules });
  return made;
}

test('a student types PHP, sees its output, posts a form, and an endless loop is stopped', async ({ page }) => {
  test.setTimeout(300_000);
  const downloads = phpDownloads(page);
  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
  await signInAdmin(page);

  // An HTML-only practice loads none of PHP.
  const { materialId: html } = await practiceWith(
    page,
    { starter: workspace({ 'index.html': '<p>Mulai</p>' }), solution: workspace({ 'index.html': '<h1>Judul</h1>' }) },
    [{ kind: 'html', tag: 'h1' }],
  );
  await page.goto(`/admin/preview?materialId=${html}`);
  await expect(page.frameLocator('iframe[title="Pratinjau latihan"]').locator('p')).toHaveText('Mulai', {
    timeout: 30_000,
  });
  expect(downloads).toEqual([]);

  const { materialId: php } = await practiceWith(page, { starter: workspace(starter), solution: workspace(solution) }, [
    { kind: 'html', tag: 'h1', file: 'index.php' },
    // Judged in the browser on other runs of the pages (workers/checker/php-pages.ts `pageRun`): with another
    // $nama, and posted.
    { kind: 'html', tag: 'p', attributes: '{"title":"Budi"}', file: 'index.php', render: { vars: { nama: 'Budi' } } },
    { kind: 'html', tag: 'p', attributes: '{"class":"sapaan"}', file: 'hasil.php', render: { method: 'POST' } },
  ]);
  await page.goto(`/admin/preview?materialId=${php}`);
  const rule = page.getByRole('list', { name: 'Syarat tugas' }).getByRole('listitem').first();
  // The first PHP run downloads (2.2 MB brotli) and starts the runtime: generous on a busy machine.
  await expect(rule).toHaveAttribute('data-status', 'failed', { timeout: 90_000 });
  expect(downloads.some((path) => path.endsWith('.wasm'))).toBe(true);
  const preview = page.frameLocator('iframe[title="Pratinjau latihan"]');
  await expect(preview.getByRole('button', { name: 'Kirim' })).toBeVisible({ timeout: 60_000 });

  // Typing PHP: the output follows and the rule passes.
  await cursorAfter(page, 'Tulis kodemu di sini');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('<h1>Halo <?= $nama ?></h1>');
  await expect(preview.locator('h1')).toHaveText('Halo Ani');
  await expect(rule).toHaveAttribute('data-status', 'passed');
  const rules = page.getByRole('list', { name: 'Syarat tugas' }).getByRole('listitem');
  // hasil.php greets only a post: its rule passes, so the page was run posted
  await expect(rules.nth(2)).toHaveAttribute('data-status', 'passed');
  await expect(rules.nth(1)).toHaveAttribute('data-status', 'failed');
  await expect(rules.nth(1)).toContainText(
    `Saat halaman dijalankan dengan $nama = 'Budi': Tambahkan tag <p title="Budi"> di index.php.`,
  );
  await page.keyboard.insertText(`\n${greeting.replace('$nama', '"Ani"')}`);
  // the name typed in shows the same on this page, but not on the run with another name
  await expect(preview.locator('p.nama')).toHaveAttribute('title', 'Ani');
  await expect(rules.nth(1)).toHaveAttribute('data-status', 'failed');
  for (let i = 0; i < `\n${greeting.replace('$nama', '"Ani"')}`.length; i++) await page.keyboard.press('Backspace');
  await page.keyboard.insertText(`\n${greeting}`);
  await expect(rules.nth(1)).toHaveAttribute('data-status', 'passed');

  // A form posted to another PHP page runs it with the fields.
  await preview.getByLabel('Nama').fill('Budi');
  await preview.getByRole('button', { name: 'Kirim' }).click();
  await expect(preview.locator('p')).toHaveText('Halo, Budi!');
  await page.getByLabel('Halaman').selectOption('index.php');
  await expect(preview.locator('h1')).toHaveText('Halo Ani');

  // A parse error: in the console and on its line in the editor.
  await cursorAfter(page, '<h1>Halo <?= $nama ?></h1>');
  await page.keyboard.insertText('\n<?php echo "a" echo "b"; ?>');
  await expect(page.locator('.pr-console')).toContainText('PHP Parse error');
  await expect(page.locator('.cm-lintRange-error').first()).toBeAttached();
  for (let i = 0; i < '\n<?php echo "a" echo "b"; ?>'.length; i++) await page.keyboard.press('Backspace');
  await expect(preview.locator('h1')).toHaveText('Halo Ani');

  // An endless loop: stopped within the limit, said so, and the editor keeps working meanwhile.
  await page.keyboard.insertText('\n<?php while (true) {} ?>');
  await expect(page.locator('.pr-console')).toContainText('PHP dihentikan', { timeout: 15_000 });
  await page.keyboard.insertText(' masih bisa mengetik');
  await expect(page.locator('.cm-content')).toContainText('masih bisa mengetik');
  for (let i = 0; i < '\n<?php while (true) {} ?> masih bisa mengetik'.length; i++)
    await page.keyboard.press('Backspace');
  await expect(page.locator('.cm-content')).not.toContainText('while (true)');
});

/** A Laravel workspace (seed's tree builder) with `open` as the file shown in the editor. */
function laravelWorkspace(files: Record<string, string>, open: string) {
  const built = buildWorkspace('lv', files);
  const find = (nodes: WorkspaceNode[]): string | undefined => {
    for (const node of nodes) {
      if ('folder' in node) {
        const inner = find(node.files);
        if (inner) return inner;
      } else if (node.path === open) return node.id;
    }
    return undefined;
  };
  const id = find(built.files) ?? null;
  return { ...built, activeFile: id, openedFiles: id ? [id] : [] };
}

const laravelRoutes = `<?php
use Illuminate\\Http\\Request;
use Illuminate\\Support\\Facades\\Route;

Route::get('/', fn () => view('welcome'));
Route::get('/produk', fn () => view('produk', ['produk' => ['Kopi', 'Teh']]));
Route::post('/sapa', fn (Request $request) => '<p>Halo ' . e($request->input('nama')) . '</p>');
`;
const welcome = (body: string) =>
  `<h1>Toko</h1>\n{{-- sambutan --}}${body}\n<a href="{{ url('/produk') }}">Produk</a>\n<form method="post" action="/sapa">@csrf<input name="nama" aria-label="Nama"><button>Kirim</button></form>\n`;
const laravelFiles = (body: string) => ({
  'routes/web.php': laravelRoutes,
  'resources/views/welcome.blade.php': welcome(body),
  'resources/views/produk.blade.php': '<ul>@foreach ($produk as $p)<li>{{ $p }}</li>@endforeach</ul>\n',
});

test('a Laravel workspace previews its routes: typing Blade flips a rule, links and forms run routes; the server judges a student', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await expect(page.locator('main')).toBeVisible();
  await signInAdmin(page);
  const open = 'resources/views/welcome.blade.php';
  const laravelStarter = laravelWorkspace(laravelFiles(''), open);
  const laravel = await practiceWith(
    page,
    { starter: laravelStarter, solution: laravelWorkspace(laravelFiles('<p class="sambut">Selamat datang</p>'), open) },
    [{ kind: 'html', tag: 'p', attributes: '{"class":["sambut"]}', file: open }],
  );
  await page.goto(`/admin/preview?materialId=${laravel.materialId}`);
  const rule = page.getByRole('list', { name: 'Syarat tugas' }).getByRole('listitem').first();
  const preview = page.frameLocator('iframe[title="Pratinjau latihan"]');
  // The first Laravel request downloads the runtime, the framework and two extensions and boots Laravel.
  await expect(preview.locator('h1')).toHaveText('Toko', { timeout: 180_000 });
  await expect(rule).toHaveAttribute('data-status', 'failed', { timeout: 60_000 });
  await expect(page.getByLabel('Halaman').locator('option')).toHaveText(['/', '/produk']);

  // A route typed into routes/web.php is listed in the page switcher at once, in its place, without a reload.
  await page.getByRole('button', { name: 'PHP web.php', exact: true }).click();
  await cursorAfter(page, "Route::get('/', fn () => view('welcome'));");
  await page.keyboard.insertText("\nRoute::view('/tentang', 'welcome');");
  await expect(page.getByLabel('Halaman').locator('option')).toHaveText(['/', '/tentang', '/produk'], {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: 'PHP welcome.blade.php', exact: true }).click();

  // Typing Blade: route / renders the view again and the rule, judged on that HTML, passes.
  await cursorAfter(page, '{{-- sambutan --}}');
  await page.keyboard.insertText('<p class="sambut">Selamat {{ strtoupper("datang") }}</p>');
  await expect(preview.locator('p.sambut')).toHaveText('Selamat DATANG', { timeout: 60_000 });
  await expect(rule).toHaveAttribute('data-status', 'passed', { timeout: 60_000 });

  // A link to a route (url() gives http://localhost/produk) and a form posted to a route.
  await preview.getByRole('link', { name: 'Produk' }).click();
  await expect(preview.locator('li')).toHaveText(['Kopi', 'Teh'], { timeout: 60_000 });
  await page.getByLabel('Halaman').selectOption('/');
  await preview.getByLabel('Nama').fill('Budi');
  await preview.getByRole('button', { name: 'Kirim' }).click();
  await expect(preview.locator('p')).toHaveText('Halo Budi', { timeout: 60_000 });

  // A Blade error: in the console and on its line of the view in the editor.
  // (On the short first line: End on a wrapped line stops at its first visual line.)
  await page.getByLabel('Halaman').selectOption('/');
  await cursorAfter(page, '<h1>Toko</h1>');
  await page.keyboard.insertText('{{ $tidakAda }}');
  await expect(page.locator('.pr-console')).toContainText('Undefined variable $tidakAda', { timeout: 60_000 });
  await expect(page.locator('.pr-console')).toContainText('(1 · 1 kesalahan)');
  await expect(page.locator('.cm-lintRange-error').first()).toBeAttached();

  // A student's Laravel practice is judged by the server's check pool (src/features/student/practice-server-check.ts):
  // a forged finish with the starter is refused in the student's language, the verdicts come from the server, and
  // the finish that follows a passing verdict is accepted by the server's own run.
  await page.context().clearCookies();
  const userId = await registerAndSignIn(page, baseURL!, 'laravel');
  const checked = page.waitForResponse((r) => /\/api\/student\/practice\/\d+\/check$/.test(r.url()));
  await page.goto(`/learning/practice?materialId=${laravel.materialId}`);
  const verdict = page.getByRole('list', { name: 'Syarat tugas' }).getByRole('listitem').first();
  await expect(verdict).toHaveAttribute('data-status', 'failed', { timeout: 60_000 });
  expect((await checked).status()).toBe(200);
  const progress = await page.request.get(`/api/student/show-progress/${userId}/${laravel.courseId}`);
  const progressId = ((await progress.json()) as { data: { id: number }[] }).data[0]!.id;
  const { chapterId, topicId, materialId } = laravel;
  const forged = await page.request.put(`/api/student/progresses/${progressId}`, {
    data: { chapterId, topicId, materialId, files: toCheckFiles(laravelStarter as Workspace) },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(forged.status()).toBe(400);
  expect(((await forged.json()) as { error: { message: string } }).error.message).toBe(
    'Jawaban latihan belum memenuhi semua aturan tugas.',
  );
  const finished = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith(`/progresses/${progressId}`),
  );
  await cursorAfter(page, '{{-- sambutan --}}');
  await page.keyboard.insertText('<p class="sambut">Selamat datang</p>');
  await expect(verdict).toHaveAttribute('data-status', 'passed', { timeout: 60_000 });
  expect((await finished).status()).toBe(200);
  await expect(page.getByText('Latihan selesai!')).toBeVisible();
});
