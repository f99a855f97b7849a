/**
 * A draggable, keyboard-operable divider between two panes (WAI-ARIA window splitter): a focusable
 * `separator` whose value is the size in pixels of the pane it resizes. Arrows move it by 16 px (64 px
 * with Shift), Home and End jump to the limits, and a pointer drags it.
 */
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import './pane-splitter.css';

export type PaneSplitterProps = {
  /** Accessible name, e.g. "Ubah lebar panel tugas". */
  label: string;
  /** Current size in pixels of the pane this divider resizes. */
  value: number;
  min: number;
  max: number;
  /** `start`: the pane is before the divider (dragging right grows it); `end`: after it. */
  pane: 'start' | 'end';
  onChange: (value: number) => void;
  /** The id of the resized pane, for `aria-controls`. */
  controls?: string;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

export function PaneSplitter({ label, value, min, max, pane, onChange, controls }: PaneSplitterProps) {
  const drag = useRef<{ x: number; start: number } | null>(null);
  const sign = pane === 'start' ? 1 : -1;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, start: value };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from) return;
    onChange(clamp(from.start + sign * (event.clientX - from.x), min, max));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 64 : 16;
    const next: Record<string, number> = {
      ArrowRight: value + sign * step,
      ArrowLeft: value - sign * step,
      Home: min,
      End: max,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onChange(clamp(target, min, max));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable window splitter has no native element (<hr> cannot take focus or keys).
    <div
      className="kk-splitter"
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-controls={controls}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
