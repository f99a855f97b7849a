/**
 * `/testing/quill` (docs/decisions/0003-product-and-screens.md testing screen): the rich-text editor used for admin descriptions, with
 * the sanitised HTML it produces and how it renders, for trying the editor out.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { RichTextEditor } from '../../ui/rich-text';
import { RichTextView } from '../../ui/rich-text-view';
import './admin.css';

export default function QuillTestingScreen() {
  const { t } = useLingui();
  const [html, setHtml] = useState('<p><b>Halo</b>, <i>KelasKoding</i>!</p><ul><li>HTML</li><li>CSS</li></ul>');
  return (
    <main className="kk-admin">
      <h1 className="kk-admin__title">
        <Trans>Uji editor teks</Trans>
      </h1>
      <RichTextEditor label={t`Teks`} value={html} onChange={setHtml} placeholder={t`Tulis sesuatu…`} />
      <section className="kk-admin__section">
        <h2>
          <Trans>Tampilan</Trans>
        </h2>
        <div className="kk-admin__panel">
          <RichTextView html={html} />
        </div>
      </section>
      <section className="kk-admin__section">
        <h2>
          <Trans>HTML tersimpan</Trans>
        </h2>
        <pre className="kk-admin__code" data-testid="rich-text-html">
          {html}
        </pre>
      </section>
    </main>
  );
}
