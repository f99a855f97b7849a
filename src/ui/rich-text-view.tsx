/**
 * Stored rich text (descriptions, project briefs), sanitised and shown as HTML. Its own module so
 * screens that only show rich text do not load the editor. Plain-text values show as they are.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';
import { sanitizeRichText } from './rich-text-sanitize';
import './rich-text-view.css';

export function RichTextView({ html, className }: { html: string; className?: string }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  // Sanitised once per text: a screen around the editor re-renders far more often than its texts change.
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  const codeLabel = t`Contoh kode`;
  // A code block wider than its column scrolls sideways: it takes the keyboard focus and has a name, so the
  // arrow keys scroll it and a screen reader says what it is (a stored text cannot carry these attributes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the blocks are new whenever the sanitised HTML is.
  useEffect(() => {
    for (const block of ref.current?.querySelectorAll('pre') ?? []) {
      block.tabIndex = 0;
      block.setAttribute('role', 'region');
      block.setAttribute('aria-label', codeLabel);
    }
  }, [clean, codeLabel]);
  return (
    <div
      ref={ref}
      className={className ? `kk-rte__view ${className}` : 'kk-rte__view'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify right here
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
