/**
 * A small form over one per-type record of a material (slide, video, quiz, question, task, project):
 * the fields are described by a list of specs and saved with `PUT /api/admin/<endpoint>/:id`.
 * In view mode the same specs render the values read-only.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { Localized } from '../../../api/contracts/admin-rows';
import type { FieldErrors } from '../../api-client';
import { type AdminResource, adminApi } from '../../state/admin-api';
import { Button } from '../../ui/button';
import { RichTextEditor } from '../../ui/rich-text';
import { RichTextView } from '../../ui/rich-text-view';
import { TextField } from '../../ui/text-field';
import { savedToast } from './admin-toasts';
import { TextAreaField } from './text-area-field';
import { useSaveForm } from './use-save-form';

export type FieldSpec =
  | { key: string; kind: 'localized' | 'localized-rich'; label: string }
  | { key: string; kind: 'text' | 'textarea' | 'number' | 'bool'; label: string };

type Values = Record<string, unknown>;

/** A stored `{ id, en }` value, or an empty one for anything else. */
export const asLocalized = (v: unknown): Localized => (v && typeof v === 'object' ? (v as Localized) : {});

export function RecordFields({
  resource,
  record,
  specs,
  editable,
  onSaved,
}: {
  resource: AdminResource;
  record: Values & { id: number };
  specs: FieldSpec[];
  editable: boolean;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState<Values>(() => ({ ...record }));
  const { errors, saving, save } = useSaveForm();
  const set = (key: string, value: unknown) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: Values = {};
    for (const spec of specs) {
      const value = values[spec.key];
      body[spec.key] =
        spec.kind === 'number' ? Number(value ?? 0) : spec.kind === 'text' && value === '' ? null : value;
    }
    void save(() => adminApi(resource).update(record.id, body), savedToast.updated, onSaved);
  };

  if (!editable) {
    return (
      <dl className="kk-admin__fields">
        {specs.map((spec) => {
          const value = record[spec.key];
          return (
            <div key={spec.key}>
              <dt>{spec.label}</dt>
              <dd>
                {spec.kind === 'localized' ? (
                  <>
                    <span>{asLocalized(value).id || '—'}</span> / <span>{asLocalized(value).en || '—'}</span>
                  </>
                ) : spec.kind === 'localized-rich' ? (
                  <>
                    <RichTextView html={asLocalized(value).id ?? ''} />
                    <RichTextView html={asLocalized(value).en ?? ''} />
                  </>
                ) : spec.kind === 'bool' ? (
                  value ? (
                    t`Ya`
                  ) : (
                    t`Tidak`
                  )
                ) : (
                  String(value ?? '—')
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    );
  }

  return (
    <form className="kk-admin__record-form" onSubmit={submit} noValidate>
      {specs.map((spec) => (
        <SpecInput
          key={spec.key}
          spec={spec}
          value={values[spec.key]}
          onChange={(value) => set(spec.key, value)}
          errors={errors}
        />
      ))}
      <Button type="submit" loading={saving}>
        <Trans>Simpan</Trans>
      </Button>
    </form>
  );
}

/** The input of one field spec, editing `value`; errors are read at the spec's key (`title.id` for languages). */
export function SpecInput({
  spec,
  value,
  onChange,
  errors,
}: {
  spec: FieldSpec;
  value: unknown;
  /** Gets a `{ id, en }` map for the localized kinds, a boolean for `bool`, else the text typed. */
  onChange: (value: unknown) => void;
  errors: FieldErrors;
}) {
  const { t } = useLingui();
  const change = onChange;
  const setLang = (lang: 'id' | 'en', text: string) => change({ ...asLocalized(value), [lang]: text });
  if (spec.kind === 'localized') {
    return (
      <div className="kk-admin__grid2">
        <TextField
          label={t`${spec.label} (Indonesia)`}
          value={asLocalized(value).id ?? ''}
          onChange={(e) => setLang('id', e.target.value)}
          error={errors[`${spec.key}.id`] ?? errors[spec.key]}
        />
        <TextField
          label={t`${spec.label} (Inggris)`}
          value={asLocalized(value).en ?? ''}
          onChange={(e) => setLang('en', e.target.value)}
          error={errors[`${spec.key}.en`]}
        />
      </div>
    );
  }
  if (spec.kind === 'localized-rich') {
    return (
      <div className="kk-admin__grid2">
        <RichTextEditor
          label={t`${spec.label} (Indonesia)`}
          value={asLocalized(value).id ?? ''}
          onChange={(html) => setLang('id', html)}
          error={errors[`${spec.key}.id`] ?? errors[spec.key]}
        />
        <RichTextEditor
          label={t`${spec.label} (Inggris)`}
          value={asLocalized(value).en ?? ''}
          onChange={(html) => setLang('en', html)}
          error={errors[`${spec.key}.en`]}
        />
      </div>
    );
  }
  if (spec.kind === 'bool') {
    return (
      <label className="kk-admin__check">
        <input type="checkbox" checked={Boolean(value)} onChange={(e) => change(e.target.checked)} />
        {spec.label}
      </label>
    );
  }
  if (spec.kind === 'textarea') {
    return (
      <TextAreaField
        label={spec.label}
        value={String(value ?? '')}
        onChange={(e) => change(e.target.value)}
        error={errors[spec.key]}
      />
    );
  }
  return (
    <TextField
      label={spec.label}
      inputMode={spec.kind === 'number' ? 'numeric' : undefined}
      value={String(value ?? '')}
      onChange={(e) => change(spec.kind === 'number' ? e.target.value.replace(/\D/g, '') : e.target.value)}
      error={errors[spec.key]}
    />
  );
}
