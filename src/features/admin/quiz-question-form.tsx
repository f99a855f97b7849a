/**
 * The edit form of one quiz question (docs/decisions/0004-data.md quiz item): type, title and question in both languages,
 * example, and the four answer options (id, text, key flag). The key list is derived from the flags.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { Localized } from '../../../api/contracts/admin-rows';
import { adminApi } from '../../state/admin-api';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { savedToast } from './admin-toasts';
import { LocalizedFields } from './localized-fields';
import { asLocalized } from './record-fields';
import { TextAreaField } from './text-area-field';
import { useSaveForm } from './use-save-form';

type Option = { id: string; text: string; key: boolean };
type QuestionRecord = Record<string, unknown> & { id: number };

const OPTION_IDS = ['a', 'b', 'c', 'd'];

/** The stored options padded (or cut) to the four entries of docs/decisions/0004-data.md, keeping their ids. */
function fourOptions(answer: unknown): Option[] {
  const stored = (answer && typeof answer === 'object' ? (answer as { options?: unknown }).options : []) ?? [];
  const list = Array.isArray(stored) ? (stored as Partial<Option>[]) : [];
  return OPTION_IDS.map((fallback, i) => {
    const o = list[i];
    return {
      id: typeof o?.id === 'string' && o.id !== '' ? o.id : fallback,
      text: o?.text ?? '',
      key: o?.key === true,
    };
  });
}

export function QuizQuestionForm({ record, onSaved }: { record: QuestionRecord; onSaved: () => void }) {
  const { t } = useLingui();
  const [type, setType] = useState(String(record.type ?? 'multiplechoice'));
  const [title, setTitle] = useState<Localized>(asLocalized(record.title));
  const [question, setQuestion] = useState<Localized>(asLocalized(record.question));
  const [example, setExample] = useState(typeof record.example === 'string' ? record.example : '');
  const [options, setOptions] = useState<Option[]>(() => fourOptions(record.answer));
  const { errors, saving, save } = useSaveForm();
  const setOption = (i: number, patch: Partial<Option>) =>
    setOptions(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const keyList =
    options
      .filter((o) => o.key)
      .map((o) => o.id)
      .join(', ') || '—';
  const duplicate = new Set(options.map((o) => o.id.trim())).size !== options.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (duplicate) return;
    const body = {
      type,
      title,
      question,
      example: example === '' ? null : example,
      answer: {
        options: options.map((o) => ({ ...o, id: o.id.trim() })),
        key: options.filter((o) => o.key).map((o) => o.id.trim()),
      },
    };
    void save(() => adminApi('questions').update(record.id, body), savedToast.updated, onSaved);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Select
        label={t`Jenis soal`}
        value={type}
        onChange={(e) => setType(e.target.value)}
        options={[
          { value: 'multiplechoice', label: t`Pilihan ganda` },
          { value: 'multiple', label: t`Pilihan ganda (banyak jawaban)` },
          { value: 'fillblank', label: t`Isian rumpang` },
          { value: 'puzzle', label: t`Puzzle` },
          { value: 'fill', label: t`Isian` },
        ]}
        error={errors.type}
      />
      <div className="kk-admin__grid2">
        <LocalizedFields
          field="title"
          labels={{ id: t`Judul (Indonesia)`, en: t`Judul (Inggris)` }}
          value={title}
          onChange={setTitle}
          errors={errors}
        />
        <LocalizedFields
          field="question"
          labels={{ id: t`Pertanyaan (Indonesia)`, en: t`Pertanyaan (Inggris)` }}
          rows={2}
          value={question}
          onChange={setQuestion}
          errors={errors}
        />
      </div>
      <TextAreaField
        label={t`Contoh`}
        rows={2}
        className="kk-admin__code-input"
        value={example}
        onChange={(e) => setExample(e.target.value)}
        error={errors.example}
      />
      <fieldset className="kk-admin__rule">
        <legend>
          <Trans>Pilihan jawaban (centang kunci jawaban)</Trans>
        </legend>
        {options.map((option, i) => (
          <div key={OPTION_IDS[i]} className="kk-admin__option">
            <TextField
              label={t`Kode pilihan ${i + 1}`}
              value={option.id}
              onChange={(e) => setOption(i, { id: e.target.value })}
              error={errors[`answer.options.${i}.id`]}
            />
            <TextField
              label={t`Teks pilihan ${i + 1}`}
              value={option.text}
              onChange={(e) => setOption(i, { text: e.target.value })}
              error={errors[`answer.options.${i}.text`]}
            />
            <label className="kk-admin__check">
              <input type="checkbox" checked={option.key} onChange={(e) => setOption(i, { key: e.target.checked })} />
              <Trans>Kunci jawaban {i + 1}</Trans>
            </label>
          </div>
        ))}
        {duplicate ? (
          <p className="kk-field__error" role="alert">
            <Trans>Kode pilihan harus berbeda satu sama lain.</Trans>
          </p>
        ) : null}
        <p className="kk-admin__muted">
          <Trans>Kunci jawaban: {keyList}</Trans>
        </p>
        {errors['answer.key'] || errors['answer.options'] ? (
          <p className="kk-field__error" role="alert">
            {errors['answer.key'] ?? errors['answer.options']}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" loading={saving}>
        <Trans>Simpan</Trans>
      </Button>
    </form>
  );
}
