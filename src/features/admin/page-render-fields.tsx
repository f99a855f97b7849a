/**
 * "Run the page with": the optional part of an HTML rule on a `.php` page that says how the checker runs the page
 * for that rule (its `render`, PageRender in workers/checker/api.ts): GET or POST, the posted form fields and the
 * page's own variables given other values. Left empty the rule sees the plain GET every other rule sees, and is
 * saved without a render (answer-rule-draft.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { type RenderDraft, type RenderRow, renderDuplicates } from './answer-rule-draft';

type Props = {
  /** The rule's run as the form holds it; null when it has none. */
  render: RenderDraft | null;
  onChange: (render: RenderDraft) => void;
  /** The server's message about the run (the translated `answerRender`). */
  error?: string;
};

const EMPTY: RenderDraft = { body: [], vars: [] };

type RowsProps = {
  legend: string;
  rows: RenderRow[];
  onChange: (rows: RenderRow[]) => void;
  nameLabel: (n: number) => string;
  valueLabel: (n: number) => string;
  removeLabel: (n: number) => string;
  addLabel: string;
  namePlaceholder: string;
  valuePlaceholder: string;
  /** Rows whose name another row repeats, with the numbers of all the rows of that name (`renderDuplicates`). */
  duplicates: Map<number, number[]>;
  /** The error under such a row's name: its name and the numbers of the rows that share it. */
  duplicateError: (name: string, numbers: string) => string;
};

/** A list of name/value rows with a remove button each and an add button; a repeated name is marked on its rows. */
function RenderRows({ legend, rows, onChange, nameLabel, valueLabel, removeLabel, addLabel, ...rest }: RowsProps) {
  const { duplicates, duplicateError, ...holders } = rest;
  const set = (i: number, row: RenderRow) => onChange(rows.map((r, j) => (j === i ? row : r)));
  return (
    <fieldset className="kk-admin__render-rows">
      <legend>{legend}</legend>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; they are edited in place
        <div key={i} className="kk-admin__option">
          <TextField
            label={nameLabel(i + 1)}
            value={row.name}
            placeholder={holders.namePlaceholder}
            onChange={(e) => set(i, { ...row, name: e.target.value })}
            error={
              duplicates.has(i) ? duplicateError(row.name.trim(), (duplicates.get(i) ?? []).join(', ')) : undefined
            }
          />
          <TextField
            label={valueLabel(i + 1)}
            value={row.value}
            placeholder={holders.valuePlaceholder}
            onChange={(e) => set(i, { ...row, value: e.target.value })}
          />
          <Button type="button" size="sm" variant="outline" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            {removeLabel(i + 1)}
          </Button>
        </div>
      ))}
      <Button type="button" size="sm" variant="outline" onClick={() => onChange([...rows, { name: '', value: '' }])}>
        {addLabel}
      </Button>
    </fieldset>
  );
}

/** The rule's run of its page, folded away until opened (open from the start when the rule has one). */
export function PageRenderFields({ render, onChange, error }: Props) {
  const { t } = useLingui();
  const current = render ?? EMPTY;
  const [open, setOpen] = useState(render !== null || error !== undefined);
  const method = current.method === 'POST' ? 'POST' : 'GET';
  const duplicates = renderDuplicates(current);
  // A repeated name blocks the save (practice-task-form.tsx): the rows that explain why must be in view.
  const blocked = duplicates.body.size > 0 || duplicates.vars.size > 0;
  return (
    <details
      className="kk-admin__render"
      open={open || error !== undefined || blocked}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>
        <Trans>Jalankan halaman dengan (opsional)</Trans>
      </summary>
      <div className="kk-admin__render-body">
        <p className="kk-admin__muted">
          <Trans>
            Untuk aturan pada halaman .php (isi “Hanya di berkas”): pemeriksa menjalankan halaman seperti ini untuk
            aturan ini saja. Biarkan kosong agar halaman dibuka biasa (GET).
          </Trans>
        </p>
        {error ? (
          <p className="kk-field__error" role="alert">
            {error}
          </p>
        ) : null}
        <Select
          label={t`Metode`}
          value={method}
          onChange={(e) => onChange({ ...current, method: e.target.value })}
          options={[
            { value: 'GET', label: t`GET (dibuka langsung)` },
            { value: 'POST', label: t`POST (form dikirim)` },
          ]}
        />
        {method === 'POST' ? (
          <RenderRows
            legend={t`Isian form yang dikirim`}
            rows={current.body}
            onChange={(body) => onChange({ ...current, body })}
            nameLabel={(n) => t`Nama isian ${n}`}
            valueLabel={(n) => t`Nilai isian ${n}`}
            removeLabel={(n) => t`Hapus isian ${n}`}
            addLabel={t`Tambah isian form`}
            namePlaceholder="nama"
            valuePlaceholder="Budi"
            duplicates={duplicates.body}
            duplicateError={(name, numbers) =>
              t`Nama isian “${name}” dipakai di isian ${numbers}: form hanya mengirim satu nilai per nama. Ganti atau hapus salah satunya.`
            }
          />
        ) : null}
        <RenderRows
          legend={t`Variabel halaman diganti`}
          rows={current.vars}
          onChange={(vars) => onChange({ ...current, vars })}
          nameLabel={(n) => t`Nama variabel ${n}`}
          valueLabel={(n) => t`Nilai variabel ${n}`}
          removeLabel={(n) => t`Hapus variabel ${n}`}
          addLabel={t`Tambah variabel`}
          namePlaceholder="$umur"
          valuePlaceholder="23"
          duplicates={duplicates.vars}
          duplicateError={(name, numbers) =>
            t`Variabel “${name}” diberi nilai di baris ${numbers}: satu variabel hanya bisa diganti dengan satu nilai. Ganti atau hapus salah satunya.`
          }
        />
      </div>
    </details>
  );
}
