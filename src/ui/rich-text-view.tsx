/**
 * Stored rich text (descriptions, project briefs), sanitised and shown as HTML. Its own module so
 * screens that only show rich text do not load the editor. Plain-text values show as they are.
 */
import { sanitizeRichText } from './rich-text-sanitize';
import './rich-text-view.css';

export function RichTextView({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `kk-rte__view ${className}` : 'kk-rte__view'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify right here
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}
