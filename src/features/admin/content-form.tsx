/**
 * Create / edit form of a course, chapter, topic or material: title and rich-text description in
 * both languages, plus "trial chapter" for chapters and the type for a new material.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { courseCreate, materialCreate } from '../../../api/contracts/admin-content';
import type { ContentRow, Localized } from '../../../api/contracts/admin-rows';
import { formErrors } from '../../api-client';
import { RichTextEditor } from '../../ui/rich-text';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { FormModal, useModalForm } from './form-modal';

export const MATERIAL_TYPES = ['slide', 'video', 'quiz', 'practice', 'submission', 'submission-exam'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

export type ContentFormProps = {
  title: string;
  row: ContentRow | null;
  withTrial?: boolean;
  withRelation?: boolean;
  onClose: () => void;
  onSubmit: (body: Record<string, unknown>) => Promise<void>;
};

export function useMaterialTypeLabel() {
  const { t } = useLingui();
  return (type: string): string => {
    switch (type) {
      case 'slide':
        return t`Slide`;
      case 'video':
        return t`Video`;
      case 'quiz':
        return t`Kuis`;
      case 'practice':
        return t`Latihan kode`;
      case 'submission':
        return t`Proyek`;
      case 'submission-exam':
        return t`Proyek (Final Exam)`;
      default:
        return type;
    }
  };
}

export function ContentForm({ title, row, withTrial, withRelation, onClose, onSubmit }: ContentFormProps) {
  const { t } = useLingui();
  const typeLabel = useMaterialTypeLabel();
  const [titles, setTitles] = useState<Localized>({ id: row?.title.id ?? '', en: row?.title.en ?? '' });
  const [descriptions, setDescriptions] = useState<Localized>({
    id: row?.description.id ?? '',
    en: row?.description.en ?? '',
  });
  const [isTrial, setIsTrial] = useState(row?.isTrial ?? false);
  const [relation, setRelation] = useState<string>('');
  const form = useModalForm();
  const { errors } = form;

  const submit = () => {
    const body: Record<string, unknown> = { title: titles, description: descriptions };
    if (withTrial) body.isTrial = isTrial;
    const newMaterial = withRelation && !row;
    if (newMaterial) body.relation = relation || undefined;
    void form.send(
      // The server's rules for the fields this form edits (a title in one language at least; a new material's
      // type), with its messages; the parent's id is added by the caller.
      formErrors(
        newMaterial ? materialCreate.pick({ title: true, description: true, relation: true }) : courseCreate,
        body,
      ),
      () => onSubmit(body),
    );
  };

  return (
    <FormModal
      title={title}
      size="lg"
      form={form}
      submitLabel={<Trans>Simpan</Trans>}
      onSubmit={submit}
      onClose={onClose}
    >
      {withRelation && !row ? (
        <Select
          label={t`Jenis materi`}
          required
          placeholder={t`Pilih jenis materi`}
          value={relation}
          onChange={(e) => setRelation(e.target.value)}
          options={MATERIAL_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
          error={errors.relation}
        />
      ) : null}
      <fieldset className="kk-admin__lang">
        <legend>
          <Trans>Bahasa Indonesia</Trans>
        </legend>
        <TextField
          label={t`Judul (Indonesia)`}
          value={titles.id ?? ''}
          onChange={(e) => setTitles((v) => ({ ...v, id: e.target.value }))}
          error={errors['title.id'] ?? errors.title}
        />
        <RichTextEditor
          label={t`Deskripsi (Indonesia)`}
          value={descriptions.id ?? ''}
          onChange={(html) => setDescriptions((v) => ({ ...v, id: html }))}
          error={errors['description.id']}
        />
      </fieldset>
      <fieldset className="kk-admin__lang">
        <legend>
          <Trans>Bahasa Inggris</Trans>
        </legend>
        <TextField
          label={t`Judul (Inggris)`}
          value={titles.en ?? ''}
          onChange={(e) => setTitles((v) => ({ ...v, en: e.target.value }))}
          error={errors['title.en']}
        />
        <RichTextEditor
          label={t`Deskripsi (Inggris)`}
          value={descriptions.en ?? ''}
          onChange={(html) => setDescriptions((v) => ({ ...v, en: html }))}
          error={errors['description.en']}
        />
      </fieldset>
      {withTrial ? (
        <label className="kk-admin__check">
          <input type="checkbox" checked={isTrial} onChange={(e) => setIsTrial(e.target.checked)} />{' '}
          <Trans>Bab uji coba gratis</Trans>
        </label>
      ) : null}
    </FormModal>
  );
}
