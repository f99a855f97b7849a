/** The playground's console: what the preview frame logged, its errors and what the sandbox blocked. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { PreviewMessage } from '../../../sandbox/preview/protocol';
import { useFrameStoppedText } from '../../runtime/preview-error-text';
import { Button } from '../../ui/button';

/** One console line: a frame message, or a note from the host about the frame. */
export type ConsoleEntry = {
  id: number;
  message: PreviewMessage | { type: 'unresponsive' } | { type: 'navigated-away' };
};

type Level = 'log' | 'info' | 'warn' | 'error' | 'system';

function where(file: string | undefined, line: number | undefined): string {
  if (file && line) return ` (${file}:${line})`;
  if (line) return ` (:${line})`;
  return file ? ` (${file})` : '';
}

function useEntryText() {
  const { t } = useLingui();
  const stoppedText = useFrameStoppedText();
  return (message: ConsoleEntry['message']): { level: Level; text: string } | null => {
    switch (message.type) {
      case 'console':
        return { level: message.level, text: message.args.join(' ') };
      case 'error':
        return { level: 'error', text: `${message.message}${where(message.file, message.line)}` };
      case 'loop': {
        const { line } = message;
        const file = message.file ?? '';
        return {
          level: 'error',
          text: file
            ? t`Kemungkinan perulangan tak terbatas di baris ${line} (${file}): skrip dihentikan.`
            : t`Kemungkinan perulangan tak terbatas di baris ${line}: skrip dihentikan.`,
        };
      }
      case 'blocked': {
        const target = message.target;
        if (message.kind === 'link')
          return {
            level: 'warn',
            text: t`Tautan ke ${target} diblokir: pratinjau tidak dapat meninggalkan halaman ini.`,
          };
        if (message.kind === 'form')
          return { level: 'warn', text: t`Pengiriman formulir ke ${target} diblokir di pratinjau.` };
        if (message.kind === 'navigation')
          return { level: 'warn', text: t`Navigasi ke ${target} diblokir di pratinjau.` };
        return { level: 'warn', text: t`Sumber ${target} diblokir: pratinjau hanya memuat file dari ruang kerja.` };
      }
      case 'dialog': {
        const { kind, message: said } = message;
        return { level: 'info', text: t`Dialog ${kind}: ${said}` };
      }
      case 'overflow':
        return { level: 'system', text: t`Terlalu banyak pesan konsol; pesan berikutnya tidak ditampilkan.` };
      case 'navigated-away':
        return {
          level: 'warn',
          text: t`Halaman pratinjau berpindah ke alamat lain; pratinjau dihentikan. Jalankan lagi untuk memuatnya.`,
        };
      case 'unresponsive':
        return {
          level: 'error',
          text: stoppedText,
        };
      default:
        return null;
    }
  };
}

export function PreviewConsole({ entries, onClear }: { entries: ConsoleEntry[]; onClear: () => void }) {
  const { t } = useLingui();
  const textOf = useEntryText();
  const lines = entries.flatMap((entry) => {
    const shown = textOf(entry.message);
    return shown ? [{ id: entry.id, ...shown }] : [];
  });
  return (
    <section className="kk-testing__console" aria-label={t`Konsol`}>
      <div className="kk-testing__console-head">
        <h2>
          <Trans>Konsol</Trans>
        </h2>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={lines.length === 0}>
          <Trans>Bersihkan konsol</Trans>
        </Button>
      </div>
      {/* The live region wraps the list, so the list keeps its list role and its items stay valid. */}
      <div role="log" aria-live="polite">
        <ol className="kk-testing__console-lines" data-testid="preview-console">
          {lines.length === 0 ? (
            <li className="kk-testing__console-empty">
              <Trans>Belum ada pesan.</Trans>
            </li>
          ) : (
            lines.map((line) => (
              <li
                key={line.id}
                className={`kk-testing__console-line kk-testing__console-line--${line.level}`}
                data-level={line.level}
              >
                {line.text}
              </li>
            ))
          )}
        </ol>
      </div>
    </section>
  );
}
