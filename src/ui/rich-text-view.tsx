/**
 * Stored rich text (descriptions, project briefs), sanitised and shown as HTML. Its own module so
 * screens that only show rich text do not load the editor. Plain-text values show as they are.
 */
import { useMemo } from 'react';
import { sanitizeRichText } from './rich-text-sanitize';
import './rich-text-view.css';

export function RichTextView({ html, className }: { html: string; className?: string }) {
  // Sanitised once per text: a screen around the editor re-renders far more often than its texts change.
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <div
      className={className ? `kk-rte__view ${className}` : 'kk-rte__view'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify right here
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
