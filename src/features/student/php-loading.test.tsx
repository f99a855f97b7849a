/**
 * The first PHP preview shows the runtime's download as a translated progress indicator. The
 * indicator follows `phpLoadState`, which the browser host's download progress writes (runtime/php-client.ts);
 * rendered here through Lingui with the app's own catalogs, in Indonesian and English.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n';
import { phpLoadState } from '../../runtime/php-client';
import { PhpLoading } from './practice-preview';

async function indicatorIn(locale: 'id' | 'en'): Promise<string> {
  await activateLocale(locale, false);
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <PhpLoading />
    </I18nProvider>,
  );
}

afterEach(() => {
  Object.assign(phpLoadState, { status: 'idle', loaded: 0, total: 0 });
});

describe('the PHP runtime download indicator', () => {
  it('shows the share downloaded as text and as a progress bar, in both languages', async () => {
    Object.assign(phpLoadState, { status: 'loading', loaded: 550_000, total: 2_200_000 });
    const id = await indicatorIn('id');
    expect(id).toContain('role="status"');
    expect(id).toContain('Menyiapkan PHP… 25%');
    expect(id).toMatch(/<progress[^>]*max="100"[^>]*value="25"/);
    expect(id).toContain('aria-label="Unduhan PHP"');
    const en = await indicatorIn('en');
    expect(en).toContain('Preparing PHP… 25%');
    expect(en).not.toContain('Menyiapkan');
  });

  it('shows 0% before the size is known, never more than 100%, and the plain wait once the runtime is ready', async () => {
    Object.assign(phpLoadState, { status: 'loading', loaded: 10, total: 0 });
    expect(await indicatorIn('id')).toContain('Menyiapkan PHP… 0%');
    Object.assign(phpLoadState, { status: 'loading', loaded: 300, total: 200 });
    expect(await indicatorIn('id')).toContain('Menyiapkan PHP… 100%');
    Object.assign(phpLoadState, { status: 'ready', loaded: 200, total: 200 });
    const ready = await indicatorIn('id');
    expect(ready).toContain('Menyiapkan pratinjau…');
    expect(ready).not.toContain('<progress');
  });
});
