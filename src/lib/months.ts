/** Package durations in words, with the plural each language needs ("1 month", "3 months"; "1 bulan"). */
import { plural } from '@lingui/core/macro';

/** "3 bulan" / "3 months". */
export const monthsLabel = (months: number): string => plural(months, { other: '# bulan' });

/** "3 bulan akses" / "3 months of access". */
export const accessMonthsLabel = (months: number): string => plural(months, { other: '# bulan akses' });
