/** Which practices the screen sends to the server's check (practice-server-check.ts, docs/decisions/0018-php-runtime.md). */
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../../workers/checker/api';
import { judgedOnServer } from './practice-server-check';

const laravel = [
  { path: 'routes/web.php', value: "<?php\nRoute::view('/', 'welcome');" },
  { path: 'resources/views/welcome.blade.php', value: '<h1>Halo</h1>' },
];
const onView: Answer[] = [{ kind: 'html', tag: 'h1', file: 'resources/views/welcome.blade.php' }];
const fileOnly: Answer[] = [
  { kind: 'file', path: 'routes/web.php', name: 'web', ext: 'php', belongsTo: 'routes', file: 'routes/web.php' },
];

describe('judgedOnServer', () => {
  it('sends a Laravel workspace whose rules are judged on a rendered route', () => {
    expect(judgedOnServer(laravel, onView)).toBe(true);
  });

  it('keeps in the browser a Laravel workspace with only file rules, plain PHP and HTML', () => {
    expect(judgedOnServer(laravel, fileOnly)).toBe(false);
    expect(
      judgedOnServer(
        [{ path: 'index.php', value: '<h1><?= 1 ?></h1>' }],
        [{ kind: 'html', tag: 'h1', file: 'index.php' }],
      ),
    ).toBe(false);
    expect(judgedOnServer([{ path: 'index.html', value: '<h1>x</h1>' }], [{ kind: 'html', tag: 'h1' }])).toBe(false);
  });
});
