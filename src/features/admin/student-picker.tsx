/**
 * Picks one student for an admin form: a search box (the name, sent to the student list as
 * `search`) and a native select of the matches, so it works by keyboard and with a screen reader
 * without a custom combobox.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { StudentRow } from '../../../api/contracts/admin-rows';
import { getErrorMessage } from '../../api-client';
import { adminApi } from '../../state/admin-api';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';

const PAGE = 25;
const DEBOUNCE_MS = 250;

export type StudentPickerProps = {
  value: string;
  onChange: (studentId: string) => void;
  error?: string;
};

export function StudentPicker({ value, onChange, error }: StudentPickerProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [rows, setRows] = useState<StudentRow[] | null>(null);
  const [loadError, setLoadError] = useState('');

  useEffect(() => {
    let live = true;
    const timer = window.setTimeout(() => {
      adminApi<StudentRow>('students')
        .list(
          { search: search.trim() || undefined, length: PAGE, 'order[column]': 'name', 'order[dir]': 'asc' },
          { quiet: true },
        )
        .then((res) => {
          if (!live) return;
          setRows(res.data);
          setLoadError('');
        })
        .catch((e: unknown) => live && setLoadError(getErrorMessage(e)));
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [search]);

  const options = (rows ?? []).map((r) => ({ value: String(r.id), label: `${r.detail.full_name} · ${r.email}` }));
  return (
    <>
      <TextField
        label={t`Cari siswa`}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        hint={t`Ketik nama siswa, lalu pilih di daftar di bawah.`}
      />
      <Select
        label={t({ message: 'Siswa', context: 'one student' })}
        required
        placeholder={
          rows === null ? t`Memuat siswa…` : options.length === 0 ? t`Tidak ada siswa yang cocok` : t`Pilih siswa`
        }
        value={options.some((o) => o.value === value) ? value : ''}
        onChange={(e) => onChange(e.target.value)}
        options={options}
        error={error || loadError || undefined}
      />
    </>
  );
}
