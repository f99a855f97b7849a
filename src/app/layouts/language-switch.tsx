/** Language dropdown for every role and guests: English / Indonesia, the current one disabled; the button shows the current code. */
import { useLingui } from '@lingui/react/macro';
import { activateLocale, LANGUAGE_NAMES as NAMES, toLocale } from '../../i18n';
import { DropdownMenu } from '../../ui/dropdown-menu';

export function LanguageSwitch({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  return (
    <DropdownMenu
      className={`kk-lang kk-lang--${tone}`}
      triggerClassName="kk-lang__trigger"
      trigger={
        <>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path
              d="M2 10h16M10 2c2.5 2.5 2.5 13.5 0 16M10 2c-2.5 2.5-2.5 13.5 0 16"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.4"
            />
          </svg>
          {/* The name is built from the content, so it holds exactly the code on screen ("Bahasa: ID"). */}
          <span className="kk-visually-hidden">{t`Bahasa:`} </span>
          <span className="kk-lang__code">{locale.toUpperCase()}</span>
          <svg viewBox="0 0 12 8" width="10" height="8" aria-hidden="true">
            <path d="M1 1l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </>
      }
      items={(['en', 'id'] as const).map((code) => ({
        key: code,
        label: <span lang={code}>{NAMES[code]}</span>,
        disabled: code === locale,
        current: code === locale,
        onSelect: () => void activateLocale(code),
      }))}
    />
  );
}
