/**
 * The task side of the practice screen: the task (title, question, example, copyable snippets), its
 * rules with a live passed/failed verdict and a hint for each failing one, previous/next between
 * tasks, and the finish state of the material.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import { CheckerDownload } from '../../runtime/checker-download';
import { RuleList, VerdictAnnouncement } from '../../runtime/rule-list';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import type { PracticeTask } from './practice-api';
import type { TaskVerdict } from './practice-checking';
import { useTexts } from './use-texts';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API refused (permissions, insecure context): fall back to a selected textarea.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

export function Snippet({ code }: { code: string }) {
  const { t } = useLingui();
  return (
    <div className="pr-snippet">
      {/* Scrolls sideways when wider than the panel: reachable and named for keyboard and screen reader users. */}
      {/* biome-ignore lint/a11y/useSemanticElements: the scrolling box is the <pre> itself; a <section> around it would not scroll. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so arrow keys scroll it (WCAG 2.1.1). */}
      <pre tabIndex={0} role="region" aria-label={t`Potongan kode`}>
        <code>{code}</code>
      </pre>
      <button
        type="button"
        className="pr-snippet__copy"
        onClick={() =>
          void copyText(code).then((ok) =>
            toast(ok ? t`Kode disalin.` : t`Kode tidak dapat disalin.`, { variant: ok ? 'success' : 'error' }),
          )
        }
      >
        <Trans>Salin</Trans>
      </button>
    </div>
  );
}

export type TaskPanelProps = {
  tasks: PracticeTask[];
  index: number;
  verdicts: TaskVerdict[] | null;
  checkSeq: number;
  checkError: string | null;
  onSelect: (index: number) => void;
  /** The finish state and actions, shown under the rules. */
  footer?: ReactNode;
};

export function TaskPanel({ tasks, index, verdicts, checkSeq, checkError, onSelect, footer }: TaskPanelProps) {
  const { t } = useLingui();
  const { title, description } = useTexts();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // "Lanjut ke tugas berikutnya" disappears with the task it belonged to: focus goes to the next task's title
  // instead of falling to the page body, so a keyboard or screen reader user goes on reading there.
  const focusTitleNext = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the task shown changes, which is what it waits for.
  useEffect(() => {
    if (!focusTitleNext.current) return;
    focusTitleNext.current = false;
    titleRef.current?.focus();
  }, [index]);
  const task = tasks[index];
  if (!task) {
    return (
      <section className="pr-task">
        <p>
          <Trans>Latihan ini belum memiliki tugas.</Trans>
        </p>
      </section>
    );
  }
  const verdict = verdicts?.[index] ?? null;
  const done = verdicts?.filter((v) => v.passed).length ?? 0;
  const position = index + 1;
  const count = tasks.length;
  return (
    <section className="pr-task" aria-label={t`Tugas`} data-check-seq={checkSeq}>
      <div className="pr-task__nav">
        <span>
          <Trans>
            Tugas {position} dari {count}
          </Trans>{' '}
          <span className="pr-task__progress">
            (<Trans>{done} selesai</Trans>)
          </span>
        </span>
        <div className="pr-task__steps">
          {tasks.map((item, i) => (
            <button
              key={item.id}
              type="button"
              className={`pr-task__step${i === index ? ' is-current' : ''}${verdicts?.[i]?.passed ? ' is-done' : ''}`}
              aria-current={i === index ? 'step' : undefined}
              aria-label={t`Tugas ${i + 1}`}
              onClick={() => onSelect(i)}
            >
              {i + 1}
            </button>
          ))}
        </div>
      </div>
      <h2 className="pr-task__title" ref={titleRef} tabIndex={-1}>
        {title(task.title)}
        {verdict?.passed && (
          <span className="pr-task__done">
            <Trans>Selesai</Trans>
          </span>
        )}
      </h2>
      <div className="pr-task__question">{description(task.question)}</div>
      {task.example && (
        <div className="pr-task__example">
          <h3>
            <Trans>Contoh</Trans>
          </h3>
          <pre>
            <code>{task.example}</code>
          </pre>
        </div>
      )}
      {task.copyable.length > 0 && (
        <div className="pr-task__copyable">
          <h3>
            <Trans>Potongan kode</Trans>
          </h3>
          {task.copyable.map((code, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: snippets are static text in a fixed order.
            <Snippet key={i} code={code} />
          ))}
        </div>
      )}
      <h3>
        <Trans>Syarat</Trans>
      </h3>
      {checkError && (
        <p className="pr-task__error" role="alert">
          <Trans>Pemeriksa kode bermasalah: {checkError}</Trans>
        </p>
      )}
      <CheckerDownload />
      <RuleList answers={task.answers} results={verdict?.results ?? null} />
      <VerdictAnnouncement results={verdict?.results ?? null} />
      {/* Pinned to the bottom of the panel: next, finish and the pager stay on screen however long the task is. */}
      <div className="pr-task__actions">
        {verdict?.passed && index < tasks.length - 1 && (
          <Button
            variant="primary"
            onClick={() => {
              focusTitleNext.current = true;
              onSelect(index + 1);
            }}
          >
            <Trans>Lanjut ke tugas berikutnya</Trans>
          </Button>
        )}
        <div className="pr-task__pager">
          <Button variant="outline" size="sm" disabled={index === 0} onClick={() => onSelect(index - 1)}>
            <Trans>← Tugas sebelumnya</Trans>
          </Button>
          <Button variant="outline" size="sm" disabled={index >= tasks.length - 1} onClick={() => onSelect(index + 1)}>
            <Trans>Tugas berikutnya →</Trans>
          </Button>
        </div>
        {footer}
      </div>
    </section>
  );
}
