/** The package field of the admin's grant and manual-payment forms: packages on sale, with course, duration and price. */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { PackageRow } from '../../../api/contracts/admin-rows';
import { getErrorMessage } from '../../api-client';
import { formatRupiah } from '../../lib/format';
import { localizedTitle } from '../../lib/localized';
import { monthsLabel } from '../../lib/months';
import { useFormatLocale } from '../../lib/use-format-locale';
import { adminApi } from '../../state/admin-api';
import { Select } from '../../ui/select';

export function PackageSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (packageId: string) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const [packages, setPackages] = useState<PackageRow[] | null>(null);
  const [loadError, setLoadError] = useState('');

  useEffect(() => {
    let live = true;
    adminApi<PackageRow>('packages')
      .list({ length: 200 }, { quiet: true })
      .then((res) => live && setPackages(res.data))
      .catch((e: unknown) => live && setLoadError(getErrorMessage(e)));
    return () => {
      live = false;
    };
  }, []);

  return (
    <Select
      label={t`Paket`}
      required
      placeholder={packages === null ? t`Memuat paket…` : t`Pilih paket`}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      options={(packages ?? []).map((p) => ({
        value: String(p.id),
        label: `${p.name} · ${localizedTitle(p.course.title, locale)} · ${monthsLabel(p.duration_in_month)} · ${formatRupiah(p.price)}`,
      }))}
      error={error || loadError || undefined}
    />
  );
}
