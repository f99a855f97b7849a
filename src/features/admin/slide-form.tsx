/**
 * The admin's slide editor: title, content, video and background (docs/decisions/0004-data.md), with a live deck preview
 * beside them that redraws on every keystroke. The preview is the students' own deck component
 * (`SlideDeck`), scaled to fit, in the language picked above it, so the admin sees what students will.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { Localized } from '../../../api/contracts/admin-rows';
import { LANGUAGE_NAMES, LOCALES, type Locale, toLocale } from '../../i18n';
import { localizedContent, localizedTitle } from '../../lib/localized';
import { adminApi } from '../../state/admin-api';
import { Button } from '../../ui/button';
import { SlideDeck } from '../../ui/slide-deck';
import { savedToast } from './admin-toasts';
import { asLocalized, type FieldSpec, SpecInput } from './record-fields';
import {
  type BackgroundDraft,
  deckPosition,
  draftOf,
  positionValue,
  SlideBackgroundFields,
  type StoredBackground,
} from './slide-background-fields';
import { useSaveForm } from './use-save-form';

export type SlideRecord = Record<string, unknown> & {
  id: number;
  background?: StoredBackground | null;
};

export function SlideForm({ record, onSaved }: { record: SlideRecord; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const [title, setTitle] = useState<Localized>(() => asLocalized(record.title));
  const [content, setContent] = useState<Localized>(() => asLocalized(record.content));
  const [video, setVideo] = useState(typeof record.video === 'string' ? record.video : '');
  const [background, setBackground] = useState<BackgroundDraft | null>(() => draftOf(record.background));
  const [lang, setLang] = useState<Locale>(() => toLocale(i18n.locale));
  const { errors, saving, save } = useSaveForm();

  const specs: { spec: FieldSpec; value: unknown; set: (v: unknown) => void }[] = [
    { spec: { key: 'title', kind: 'localized', label: t`Judul` }, value: title, set: (v) => setTitle(asLocalized(v)) },
    {
      spec: { key: 'content', kind: 'localized-rich', label: t`Isi` },
      value: content,
      set: (v) => setContent(asLocalized(v)),
    },
    { spec: { key: 'video', kind: 'text', label: t`Video (URL)` }, value: video, set: (v) => setVideo(String(v)) },
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      title,
      content,
      video: video.trim() === '' ? null : video,
      background: background
        ? {
            name: background.name,
            image: background.image,
            x: positionValue(background.x),
            y: positionValue(background.y),
          }
        : null,
    };
    void save(() => adminApi('slides').update(record.id, body), savedToast.updated, onSaved);
  };

  return (
    <form className="kk-admin__slide-editor" onSubmit={submit} noValidate>
      <div className="kk-admin__record-form">
        {specs.map(({ spec, value, set }) => (
          <SpecInput key={spec.key} spec={spec} value={value} onChange={set} errors={errors} />
        ))}
        <SlideBackgroundFields value={background} onChange={setBackground} errors={errors} />
        <Button type="submit" loading={saving}>
          <Trans>Simpan</Trans>
        </Button>
      </div>
      <section className="kk-admin__deck-preview" aria-label={t`Pratinjau slide`}>
        <div className="kk-admin__record-head">
          <h4>
            <Trans>Pratinjau slide</Trans>
          </h4>
          <fieldset className="kk-admin__preview-lang">
            <legend className="kk-visually-hidden">
              <Trans>Bahasa pratinjau</Trans>
            </legend>
            {LOCALES.map((code) => (
              <Button
                key={code}
                type="button"
                size="sm"
                variant={code === lang ? 'primary' : 'outline'}
                aria-pressed={code === lang}
                onClick={() => setLang(code)}
              >
                {LANGUAGE_NAMES[code]}
              </Button>
            ))}
          </fieldset>
        </div>
        <div className="kk-admin__deck-frame">
          <SlideDeck
            title={localizedTitle(title, lang)}
            html={localizedContent(content, lang)}
            background={
              background
                ? { image: background.image, x: deckPosition(background.x), y: deckPosition(background.y) }
                : null
            }
            video={video.trim() === '' ? null : video}
            label={t`Pratinjau slide`}
          />
        </div>
      </section>
    </form>
  );
}
