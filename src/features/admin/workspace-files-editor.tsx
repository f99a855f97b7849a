/**
 * A simple editor of a practice's starter or solution workspace: a list of files, each a path and a
 * textarea, or for an image a picture picked from disk (an entry whose path ends in `/` is an empty
 * folder). The list is the workspace model's `toCheckFiles` view of the stored tree, and the tree is
 * rebuilt from it with `workspaceFromFiles` when saved.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useRef, useState } from 'react';
import type { FieldErrors } from '../../api-client';
import { IMAGE_ACCEPT, imageProblemText, isWorkspaceImagePath, readImageFile } from '../../editor/image-file';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { TextAreaField } from './text-area-field';

export type FileEntry = { path: string; value: string };

type Props = {
  title: string;
  entries: FileEntry[];
  onChange: (entries: FileEntry[]) => void;
  /** The server's message for the whole workspace (publish QA), shown above the files. */
  error?: string;
  errors: FieldErrors;
  /** The form field the files are saved as; server messages under `<field>.…` are shown here. */
  field: string;
};

/** A button that opens the image picker and hands over the picked image's name and data URL. */
function ImagePicker({
  label,
  children,
  onPicked,
}: {
  label: string;
  children: ReactNode;
  onPicked: (name: string, dataUrl: string) => void;
}) {
  const { i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <span className="kk-admin__image-picker">
      <Button type="button" size="sm" variant="outline" onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        aria-label={label}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const image = await readImageFile(file);
          setProblem(image.ok ? null : imageProblemText(i18n, image.problem));
          if (image.ok) onPicked(image.name, image.dataUrl);
        }}
      />
      {problem ? (
        <span className="kk-field__error" role="alert">
          {problem}
        </span>
      ) : null}
    </span>
  );
}

export function WorkspaceFilesEditor({ title, entries, onChange, error, errors, field }: Props) {
  const { t } = useLingui();
  const update = (index: number, patch: Partial<FileEntry>) =>
    onChange(entries.map((e, i) => (i === index ? { ...e, ...patch } : e)));
  const invalidTree = Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
  return (
    <fieldset className="kk-admin__workspace">
      <legend>{title}</legend>
      {error || invalidTree ? (
        <p className="kk-field__error" role="alert">
          {error ?? invalidTree}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="kk-admin__muted">
          <Trans>Belum ada berkas.</Trans>
        </p>
      ) : null}
      {entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place; paths change while typed
        <div key={index} className="kk-admin__file">
          <div className="kk-admin__file-head">
            <TextField
              label={t`${title}: jalur berkas ${index + 1}`}
              value={entry.path}
              placeholder="css/style.css"
              onChange={(e) => update(index, { path: e.target.value })}
            />
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => onChange(entries.filter((_, i) => i !== index))}
            >
              <Trans>Hapus berkas</Trans>
            </Button>
          </div>
          {entry.path.endsWith('/') ? null : isWorkspaceImagePath(entry.path) ? (
            <div className="kk-admin__image">
              {entry.value.startsWith('data:image/') ? (
                <img src={entry.value} alt={entry.path} />
              ) : (
                <span className="kk-admin__muted">
                  <Trans>Belum ada gambar.</Trans>
                </span>
              )}
              <ImagePicker
                label={t`${title}: gambar ${entry.path}`}
                onPicked={(_, dataUrl) => update(index, { value: dataUrl })}
              >
                <Trans>Pilih gambar</Trans>
              </ImagePicker>
            </div>
          ) : (
            <TextAreaField
              label={t`${title}: isi ${entry.path || index + 1}`}
              className="kk-admin__code-input"
              rows={6}
              spellCheck={false}
              value={entry.value}
              onChange={(e) => update(index, { value: e.target.value })}
            />
          )}
        </div>
      ))}
      <div className="kk-admin__file-actions">
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => onChange([...entries, { path: '', value: '' }])}
        >
          <Trans>Tambah berkas</Trans>
        </Button>
        <ImagePicker
          label={t`${title}: tambah gambar`}
          onPicked={(name, dataUrl) => onChange([...entries, { path: name, value: dataUrl }])}
        >
          <Trans>Tambah gambar</Trans>
        </ImagePicker>
      </div>
    </fieldset>
  );
}

/** A starter and a reference solution side by side: the pair the server's publish QA judges together. */
export function StarterSolutionFields({
  starter,
  solution,
  onStarter,
  onSolution,
  errors,
}: {
  starter: FileEntry[];
  solution: FileEntry[];
  onStarter: (entries: FileEntry[]) => void;
  onSolution: (entries: FileEntry[]) => void;
  errors: FieldErrors;
}) {
  const { t } = useLingui();
  return (
    <div className="kk-admin__grid2">
      <WorkspaceFilesEditor
        title={t`Kode awal`}
        field="starter"
        entries={starter}
        onChange={onStarter}
        error={errors.starter}
        errors={errors}
      />
      <WorkspaceFilesEditor
        title={t`Solusi acuan`}
        field="solution"
        entries={solution}
        onChange={onSolution}
        error={errors.solution}
        errors={errors}
      />
    </div>
  );
}
