/**
 * React wrapper around {@link PreviewHost}: one sandboxed preview frame that shows `html`. When the
 * host replaces a frame that stopped answering (hung, or its renderer crashed), a translated message
 * stands in its place until the next page or run is loaded.
 */
import { useEffect, useRef, useState } from 'react';
import type { PreviewMessage } from '../../sandbox/preview/protocol';
import { useFrameStoppedText } from './preview-error-text';
import { PreviewHost } from './preview-host';
import './preview-frame.css';

export type PreviewFrameProps = {
  /** A built page (buildPreview's html). */
  html: string;
  /** Accessible name of the frame. */
  title: string;
  /** Change to run the same page again. */
  runKey?: number;
  onMessage: (message: PreviewMessage) => void;
  onUnresponsive?: () => void;
  onNavigatedAway?: () => void;
  className?: string;
};

/** Shows a built preview page in a sandboxed frame and reports what it says. */
export function PreviewFrame({
  html,
  title,
  runKey = 0,
  onMessage,
  onUnresponsive,
  onNavigatedAway,
  className,
}: PreviewFrameProps) {
  const container = useRef<HTMLDivElement>(null);
  const host = useRef<PreviewHost | null>(null);
  const shown = useRef<{ html: string; runKey: number } | null>(null);
  const [stopped, setStopped] = useState(false);
  const stoppedText = useFrameStoppedText();
  const latest = useRef({ html, runKey, onMessage, onUnresponsive, onNavigatedAway });
  latest.current = { html, runKey, onMessage, onUnresponsive, onNavigatedAway };

  useEffect(() => {
    if (!container.current) return;
    const created = new PreviewHost({
      container: container.current,
      title,
      onMessage: (message) => latest.current.onMessage(message),
      onUnresponsive: () => {
        setStopped(true);
        latest.current.onUnresponsive?.();
      },
      onNavigatedAway: () => latest.current.onNavigatedAway?.(),
    });
    host.current = created;
    created.load(latest.current.html);
    shown.current = { html: latest.current.html, runKey: latest.current.runKey };
    return () => {
      created.destroy();
      host.current = null;
    };
  }, [title]);

  useEffect(() => {
    const current = shown.current;
    if (!host.current || (current && current.html === html && current.runKey === runKey)) return;
    host.current.load(html);
    shown.current = { html, runKey };
    setStopped(false);
  }, [html, runKey]);

  return (
    <div ref={container} className={className} data-stopped={stopped || undefined}>
      {stopped && (
        <p className="kk-preview-stopped" role="alert">
          {stoppedText}
        </p>
      )}
    </div>
  );
}
