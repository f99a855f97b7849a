/** The search box of the mentor lists: the list searches its students by name on the server as the mentor types. */
import { useLingui } from '@lingui/react/macro';

export function StudentSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  return (
    <label className="mt-search">
      <input
        type="search"
        className="kk-input"
        placeholder={t`Cari nama siswa`}
        aria-label={t`Cari nama siswa`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
