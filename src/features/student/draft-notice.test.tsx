/**
 * The draft notice the practice and project screens share: which copy was opened, the warning while drafts cannot be
 * saved on this device, and the close button only while there is a notice to close.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n';
import type { DraftChoice } from '../../state/drafts';
import { DraftNotice } from './practice-status';

async function noticeIn(locale: 'id' | 'en', notice: DraftChoice['notice'], draftError: boolean): Promise<string> {
  await activateLocale(locale, false);
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <DraftNotice
        notice={notice}
        draftError={draftError}
        restoredLocal="local copy"
        restoredServer="server copy"
        onDismiss={() => undefined}
      />
    </I18nProvider>,
  );
}

describe('the draft notice', () => {
  it('shows nothing when no copy was restored and drafts can be saved', async () => {
    expect(await noticeIn('id', null, false)).toBe('');
  });

  it('names the restored copy with the screen’s own text and offers to close it', async () => {
    const local = await noticeIn('id', 'restored-local', false);
    expect(local).toContain('role="status"');
    expect(local).toContain('local copy');
    expect(local).not.toContain('server copy');
    expect(local).toContain('Tutup');
    const server = await noticeIn('en', 'restored-server', false);
    expect(server).toContain('server copy');
    expect(server).toContain('Close');
  });

  it('warns while drafts cannot be saved, with nothing to close when no copy was restored', async () => {
    const html = await noticeIn('en', null, true);
    expect(html).toContain('The draft cannot be saved on this device (storage full or blocked).');
    expect(html).not.toContain('<button');
  });
});
