/**
 * One text in both languages, the Indonesian field and then the English one, as the admin's two-column grids
 * set them side by side. With `rows` the fields are text areas. A message for the whole text (`<field>`, e.g.
 * "a title in one language at least") shows under the Indonesian field.
 */
import type { Localized } from '../../../api/contracts/admin-rows';
import type { FieldErrors } from '../../api-client';
import { TextField } from '../../ui/text-field';
import { TextAreaField } from './text-area-field';

export function LocalizedFields({
  field,
  labels,
  value,
  onChange,
  errors,
  rows,
}: {
  field: string;
  labels: { id: string; en: string };
  value: Localized;
  onChange: (value: Localized) => void;
  errors: FieldErrors;
  rows?: number;
}) {
  return (
    <>
      {(['id', 'en'] as const).map((lang) => {
        const props = {
          label: labels[lang],
          value: value[lang] ?? '',
          error: errors[`${field}.${lang}`] ?? (lang === 'id' ? errors[field] : undefined),
        };
        return rows ? (
          <TextAreaField
            key={lang}
            {...props}
            rows={rows}
            onChange={(e) => onChange({ ...value, [lang]: e.target.value })}
          />
        ) : (
          <TextField key={lang} {...props} onChange={(e) => onChange({ ...value, [lang]: e.target.value })} />
        );
      })}
    </>
  );
}
