/**
 * A small rich-text editor on `contenteditable`: bold, italic, bulleted and numbered lists and
 * links, from the toolbar or Ctrl/Cmd+B / Ctrl/Cmd+I. The value is HTML, sanitised by
 * `sanitizeRichText` on the way in and out. `RichTextView` (rich-text-view.tsx) shows stored HTML safely.
 */
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { sanitizeRichText } from './rich-text-sanitize';
import './rich-text.css';
import './form.css';

export type RichTextEditorProps = {
  label: ReactNode;
  value: string;
  onChange: (html: string) => void;
  error?: ReactNode;
  placeholder?: string;
  id?: string;
};

type Command = { command: string; label: string; icon: ReactNode };

export function RichTextEditor({ label, value, onChange, error, placeholder, id }: RichTextEditorProps) {
  const { t } = useLingui();
  const autoId = useId();
  const editorId = id ?? autoId;
  const labelId = `${editorId}-label`;
  const errorId = `${editorId}-error`;
  const ref = useRef<HTMLDivElement>(null);
  const lastEmitted = useRef<string | null>(null);

  // Write the value into the editor only when it changed from outside (typing must keep the caret).
  useEffect(() => {
    const el = ref.current;
    if (!el || value === lastEmitted.current) return;
    el.innerHTML = sanitizeRichText(value);
    lastEmitted.current = value;
  }, [value]);

  const emit = () => {
    const el = ref.current;
    if (!el) return;
    const html = sanitizeRichText(el.innerHTML);
    lastEmitted.current = html;
    onChange(html);
  };

  const run = (command: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };

  const addLink = () => {
    const url = window.prompt(t`Alamat tautan (https://…)`, 'https://');
    if (!url) return;
    if (!/^(https?:|mailto:|\/)/i.test(url.trim())) return;
    run('createLink', url.trim());
  };

  const commands: Command[] = [
    { command: 'bold', label: t`Tebal`, icon: <b>B</b> },
    { command: 'italic', label: t`Miring`, icon: <i>I</i> },
    { command: 'insertUnorderedList', label: t`Daftar berpoin`, icon: '•' },
    { command: 'insertOrderedList', label: t`Daftar bernomor`, icon: '1.' },
  ];

  return (
    <div className={['kk-field', 'kk-rte', error ? 'kk-field--invalid' : ''].filter(Boolean).join(' ')}>
      <span className="kk-field__label" id={labelId}>
        {label}
      </span>
      <div className="kk-rte__box">
        <div className="kk-rte__toolbar" role="toolbar" aria-label={t`Format teks`}>
          {commands.map((c) => (
            <button
              key={c.command}
              type="button"
              className="kk-rte__btn"
              title={c.label}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(c.command)}
            >
              {/* Named by the hidden text, not aria-label: the glyph on the button ("1.") is not its name. */}
              <span aria-hidden="true">{c.icon}</span>
              <span className="kk-visually-hidden">{c.label}</span>
            </button>
          ))}
          <button
            type="button"
            className="kk-rte__btn"
            aria-label={t`Tautan`}
            title={t`Tautan`}
            onMouseDown={(e) => e.preventDefault()}
            onClick={addLink}
          >
            {/* An icon drawn here: an emoji depends on the machine's fonts (boxes without one). */}
            <svg
              viewBox="0 0 16 16"
              width="14"
              height="14"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            >
              <path d="M6.5 9.5l3-3" />
              <path d="M7.2 4.6l1.1-1.1a2.6 2.6 0 013.7 3.7l-1.1 1.1" />
              <path d="M8.8 11.4l-1.1 1.1a2.6 2.6 0 01-3.7-3.7l1.1-1.1" />
            </svg>
          </button>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a rich-text editor has no native element; role textbox + aria-multiline is the pattern */}
        <div
          ref={ref}
          id={editorId}
          className="kk-rte__area"
          contentEditable
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-placeholder={placeholder}
          suppressContentEditableWarning
          onInput={emit}
          onBlur={emit}
          onKeyDown={(e) => {
            if (!(e.ctrlKey || e.metaKey)) return;
            const key = e.key.toLowerCase();
            if (key === 'b' || key === 'i') {
              e.preventDefault();
              run(key === 'b' ? 'bold' : 'italic');
            }
          }}
        />
      </div>
      {error ? (
        <p id={errorId} className="kk-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
