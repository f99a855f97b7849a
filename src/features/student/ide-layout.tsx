/**
 * The three panes of the practice and project screens (task, editor, preview) with draggable dividers,
 * so the editor gets the width the screen allows. Sizes are kept per device (localStorage) and clamped
 * to the window, so a narrow window never loses a pane.
 */
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { PaneSplitter } from '../../ui/pane-splitter';

const STORAGE_KEY = 'kk.ide.panes';
const TASK_MIN = 220;
const PREVIEW_MIN = 240;
const CODE_MIN = 360;
const DIVIDERS = 2 * 8 + 4 * 4;

type Sizes = { task: number; preview: number };

function readSizes(): Sizes | null {
  try {
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Sizes> | null;
    return raw && typeof raw.task === 'number' && typeof raw.preview === 'number'
      ? { task: raw.task, preview: raw.preview }
      : null;
  } catch {
    return null;
  }
}

/** The default split: a quarter for the task, and the rest 3:2 between editor and preview (also in practice.css). */
function defaultSizes(width: number): Sizes {
  const task = Math.max(TASK_MIN, Math.round(width * 0.23));
  return { task, preview: Math.max(PREVIEW_MIN, Math.round((width - task - DIVIDERS) * 0.4)) };
}

/** Limits so that every pane keeps its minimum in a window `width` wide. */
function limits(width: number, sizes: Sizes) {
  return {
    taskMax: Math.max(TASK_MIN, width - DIVIDERS - CODE_MIN - sizes.preview),
    previewMax: Math.max(PREVIEW_MIN, width - DIVIDERS - CODE_MIN - sizes.task),
  };
}

export function IdeLayout({ task, code, preview }: { task: ReactNode; code: ReactNode; preview: ReactNode }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const taskId = useId();
  const previewId = useId();
  const [width, setWidth] = useState(0);
  const [chosen, setChosen] = useState<Sizes | null>(readSizes);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Measured only when the browser has laid the page out anyway (an observer reports an element's first size
    // too): reading the width here would force a layout of the whole screen in the middle of the task that renders
    // it (~0.1 s at CPU 4×, on the way to the first verdict). The default split needs no width: the
    // stylesheet draws it (practice.css); the width gives the dividers their values and limits.
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const base = chosen ?? defaultSizes(width);
  const { taskMax, previewMax } = limits(width, base);
  const sizes = { task: Math.min(base.task, taskMax), preview: Math.min(base.preview, previewMax) };
  const change = (next: Partial<Sizes>) => {
    const value = { ...sizes, ...next };
    setChosen(value);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    } catch {
      // Storage blocked or full: the sizes hold for this visit.
    }
  };

  return (
    <div
      className="pr-ide"
      ref={ref}
      style={
        // The default split is the stylesheet's, which follows the window without a measure; chosen sizes are set here.
        chosen && width > 0
          ? { gridTemplateColumns: `${sizes.task}px 8px minmax(0, 1fr) 8px ${sizes.preview}px` }
          : undefined
      }
    >
      <div className="pr-ide__task" id={taskId}>
        {task}
      </div>
      <PaneSplitter
        label={t`Ubah lebar panel tugas`}
        value={sizes.task}
        min={TASK_MIN}
        max={taskMax}
        pane="start"
        controls={taskId}
        onChange={(value) => change({ task: value })}
      />
      <div className="pr-ide__code">{code}</div>
      <PaneSplitter
        label={t`Ubah lebar pratinjau`}
        value={sizes.preview}
        min={PREVIEW_MIN}
        max={previewMax}
        pane="end"
        controls={previewId}
        onChange={(value) => change({ preview: value })}
      />
      <div className="pr-ide__preview" id={previewId}>
        {preview}
      </div>
    </div>
  );
}
