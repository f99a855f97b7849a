/**
 * A build of the app made without the Laravel bundle (scripts/laravel-bundle.mjs could not get the
 * framework) shows a translated notice in place of a Laravel app's preview. The chain, with the real modules: the
 * browser's Laravel loader refuses without a bundle URL (`__KK_LARAVEL_BUNDLE__` is null in such a build), the
 * preview takes that failure as final (no retries), and the practice screen's and the review's shared text gives the
 * notice in the reader's language, rendered through Lingui with the app's own catalogs.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isLaravelUnavailable } from '../../workers/php/host';
import { laravelSetupFrom } from '../../workers/php/host-web';
import { activateLocale } from '../i18n';
import { useBuildErrorText } from './preview-error-text';
import { type BuiltState, finalBuildFailure } from './use-preview-page';

function Notice({ built }: { built: BuiltState }) {
  const text = useBuildErrorText()(built, 'retries failed');
  return <p role="alert">{text}</p>;
}

async function noticeIn(locale: 'id' | 'en', built: BuiltState): Promise<string> {
  await activateLocale(locale, false);
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Notice built={built} />
    </I18nProvider>,
  );
  return html.replace(/<[^>]+>/g, '');
}

describe('a build without the Laravel bundle', () => {
  it('refuses to start Laravel, stops retrying and shows the notice in Indonesian and English', async () => {
    const error = await laravelSetupFrom(null).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isLaravelUnavailable(error)).toBe(true);

    const built = finalBuildFailure(error);
    expect(built).toEqual({ html: null, error: null, failed: true, laravelMissing: true });
    if (!built) return;

    const id = await noticeIn('id', built);
    const en = await noticeIn('en', built);
    expect(id).toContain('Pratinjau Laravel tidak tersedia di versi aplikasi ini');
    expect(en).toContain('The Laravel preview is not available in this version of the app');
    expect(en).not.toBe(id);
    expect(en).not.toContain('tidak tersedia');
  });

  it('retries any other failure (a download that broke), and shows no notice for a page that built', async () => {
    expect(finalBuildFailure(new Error('Laravel download failed (503)'))).toBeNull();
    expect(await noticeIn('en', { html: '<p>ok</p>', error: null, failed: false })).toBe('');
  });
});
