/** The translated label of a checker `reason` code (docs/decisions/0009-checker.md), shared by every screen that lists rule results. */
import { useLingui } from '@lingui/react/macro';
import type { RuleResult } from '../../workers/checker/api';

/** Returns a function turning a `RuleResult['reason']` into a short translated label; unknown codes pass through. */
export function useRuleReasonText(): (reason: RuleResult['reason']) => string {
  const { t } = useLingui();
  return (reason) => {
    switch (reason) {
      case 'ok':
        return t`Terpenuhi`;
      case 'missing-tag':
        return t`Tag tidak ditemukan`;
      case 'missing-close-tag':
        return t`Tag penutup tidak ada`;
      case 'text-mismatch':
        return t`Teks elemen tidak sesuai`;
      case 'attribute-mismatch':
        return t`Atribut tidak sesuai`;
      case 'quantity':
        return t`Jumlah elemen tidak sesuai`;
      case 'missing-rule':
        return t`Aturan CSS tidak ditemukan`;
      case 'property-mismatch':
        return t`Properti CSS tidak sesuai`;
      case 'js-not-found':
        return t`Kode JavaScript tidak ditemukan`;
      case 'js-syntax':
        return t`Kode JavaScript belum bisa dibaca (ada kesalahan penulisan)`;
      case 'file-missing':
        return t`File atau folder tidak ditemukan`;
      case 'behaviour-failed':
        return t`Perilaku halaman belum sesuai`;
      case 'behaviour-timeout':
        return t`Kode tidak selesai berjalan`;
      case 'behaviour-pending':
        return t`Sedang diperiksa`;
      case 'invalid-answer':
        return t`Aturan tidak valid`;
      default:
        return reason;
    }
  };
}
