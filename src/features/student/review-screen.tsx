/**
 * `/review`: today's spaced review (docs/decisions/0023-spaced-review.md), one card at a time. A question card asks a
 * missed quiz question again, as the quiz asks it, with its options in a new order; a rule card opens the practice's task in the real
 * editor, from the workspace where the rule was failing, checked live by the same checker and then by the server.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CheckReport } from '../../../workers/checker/api';
import { toCheckFiles } from '../../../workers/workspace';
import { getErrorMessage } from '../../api-client';
import { paths } from '../../config/paths';
import { checkWorkspace } from '../../runtime/check-workspace';
import { checkerErrorText } from '../../runtime/checker-error-text';
import { Button, ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { LoadingState } from '../../ui/spinner';
import { IdeLayout } from './ide-layout';
import type { Question } from './learning-types';
import type { PracticeTask } from './practice-api';
import type { TaskVerdict } from './practice-checking';
import { PreviewPane } from './practice-preview';
import { withOpenEntry } from './practice-session';
import { TaskPanel } from './practice-task-panel';
import { WorkspacePanel } from './practice-workspace';
import { createWorkspaceStore } from './practice-workspace-store';
import { initialAnswer, isAnswered, QuizQuestion } from './quiz-question';
import { type ReviewAnswerView, type ReviewCardView, type ReviewQueueView, reviewApi } from './review-api';
import { useTexts } from './use-texts';
import './practice.css';
import './quiz.css';
import './review.css';

type Answered = ReviewAnswerView & { cardId: number };

function ResultLine({ result }: { result: Answered }) {
  return (
    <p className={`kk-rv__result ${result.passed ? 'is-passed' : 'is-failed'}`} role="status">
      {result.passed ? (
        result.retired ? (
          <Trans>Benar! Kartu ini sudah kamu kuasai dan tidak akan muncul lagi.</Trans>
        ) : (
          <Trans>Benar! Kartu ini akan kembali beberapa hari lagi.</Trans>
        )
      ) : (
        <Trans>Belum tepat, tidak apa-apa. Kartu ini akan kembali besok untuk dicoba lagi.</Trans>
      )}
    </p>
  );
}

function QuestionCard({
  card,
  onAnswered,
  answered,
}: {
  card: ReviewCardView;
  onAnswered: (result: Answered) => void;
  answered: Answered | null;
}) {
  const { title, description } = useTexts();
  const question = card.question;
  // The question as the quiz screen asks it, so a fill, fill-in-the-blank or puzzle card is answered the same way.
  const asked: Question | null = question ? { id: card.id, order: 0, ...question } : null;
  const [chosen, setChosen] = useState<string[]>(() => (asked ? initialAnswer(asked) : []));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!question || !asked) return null;
  const choice = question.type === 'multiplechoice' || question.type === 'multiple';
  const multiple = question.type === 'multiple';
  const toggle = (id: string) =>
    setChosen((list) => (multiple ? (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]) : [id]));
  const send = async () => {
    setSending(true);
    setError(null);
    try {
      const res = await reviewApi.answer(card.id, { options: chosen });
      onAnswered({ ...res.data, cardId: card.id });
    } catch (e) {
      setError(getErrorMessage(e));
    } finally {
      setSending(false);
    }
  };
  const keys = answered?.keyOptionIds ?? [];
  const rightTexts = answered && !answered.passed ? answered.answerTexts : null;
  return (
    <div className="kk-rv__card">
      {choice ? (
        <>
          <h2>{title(question.title)}</h2>
          <div>{description(question.question)}</div>
          {question.example ? (
            <pre>
              <code>{question.example}</code>
            </pre>
          ) : null}
          <fieldset className="kk-rv__options" disabled={answered !== null || sending}>
            <legend>
              {multiple ? <Trans>Pilih semua jawaban yang benar</Trans> : <Trans>Pilih satu jawaban</Trans>}
            </legend>
            {question.options.map((option) => (
              <label key={option.id} className={`kk-rv__option${keys.includes(option.id) ? ' is-key' : ''}`}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`card-${card.id}`}
                  value={option.id}
                  checked={chosen.includes(option.id)}
                  onChange={() => toggle(option.id)}
                />
                <span>{option.text}</span>
              </label>
            ))}
          </fieldset>
        </>
      ) : (
        <fieldset className="kk-rv__asked" disabled={answered !== null || sending}>
          <QuizQuestion question={asked} value={chosen} onChange={setChosen} />
        </fieldset>
      )}
      {rightTexts && rightTexts.length > 0 ? (
        <p className="kk-rv__right-answer" data-testid="review-right-answer">
          <Trans>Jawaban yang benar:</Trans> {rightTexts.join(question.type === 'puzzle' ? ' → ' : ', ')}
        </p>
      ) : null}
      {error ? (
        <p className="kk-dash__error" role="alert">
          {error}
        </p>
      ) : null}
      {answered ? null : (
        <Button variant="primary" disabled={!isAnswered(asked, chosen) || sending} onClick={() => void send()}>
          <Trans>Periksa jawaban</Trans>
        </Button>
      )}
    </div>
  );
}

function RuleCard({ card, onAnswered }: { card: ReviewCardView; onAnswered: (result: Answered) => void }) {
  const { t } = useLingui();
  const rule = card.rule;
  const store = useMemo(() => createWorkspaceStore(), []);
  const [verdict, setVerdict] = useState<TaskVerdict | null>(null);
  const [checkSeq, setCheckSeq] = useState(0);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serverReport, setServerReport] = useState<CheckReport | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    if (!rule) return;
    store.replace(withOpenEntry(structuredClone(rule.workspace)));
    const check = () => {
      const mine = ++seq.current;
      checkWorkspace(toCheckFiles(store.current()), rule.answers)
        .then((report) => {
          if (mine !== seq.current) return;
          setVerdict({ passed: report.passed, results: report.results });
          setCheckError(null);
          setCheckSeq((n) => n + 1);
        })
        .catch((e: unknown) => setCheckError(checkerErrorText(e)));
    };
    check();
    const unsubscribe = store.subscribe((_ws, kind) => {
      if (kind !== 'view') check();
    });
    return () => {
      unsubscribe();
    };
  }, [rule, store]);

  if (!rule) return null;
  const task: PracticeTask = {
    id: card.id,
    order: 0,
    title: rule.title,
    question: rule.question,
    example: rule.example,
    copyable: rule.copyable,
    answers: rule.answers,
  };
  const send = async () => {
    setSending(true);
    setError(null);
    try {
      const res = await reviewApi.answer(card.id, { files: toCheckFiles(store.current()) });
      setServerReport(res.data.report);
      onAnswered({ ...res.data, cardId: card.id });
    } catch (e) {
      setError(getErrorMessage(e));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="kk-rv__ide">
      <IdeLayout
        task={
          <TaskPanel
            tasks={[task]}
            index={0}
            verdicts={verdict ? [verdict] : null}
            checkSeq={checkSeq}
            checkError={checkError}
            onSelect={() => undefined}
            footer={
              <div className="kk-rv__actions">
                {error ? (
                  <p className="kk-dash__error" role="alert">
                    {error}
                  </p>
                ) : null}
                {serverReport ? null : (
                  <Button variant="primary" disabled={sending} onClick={() => void send()}>
                    <Trans>Kirim untuk diperiksa</Trans>
                  </Button>
                )}
              </div>
            }
          />
        }
        code={<WorkspacePanel store={store} />}
        preview={<PreviewPane store={store} title={t`Pratinjau ulasan`} />}
      />
    </div>
  );
}

export default function ReviewScreen() {
  const [queue, setQueue] = useState<ReviewQueueView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [index, setIndex] = useState(0);
  const [answered, setAnswered] = useState<Answered | null>(null);
  const { title } = useTexts();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const load = () => {
    setError(null);
    reviewApi
      .queue()
      .then((res) => {
        setQueue(res.data);
        setIndex(0);
        setAnswered(null);
      })
      .catch((e: unknown) => setError(getErrorMessage(e)));
  };
  useEffect(load, []);

  if (error) {
    return (
      <div className="kk-rv">
        <EmptyState
          title={<Trans>Ulasan tidak dapat dimuat</Trans>}
          description={error}
          action={
            <Button variant="primary" onClick={load}>
              <Trans>Coba lagi</Trans>
            </Button>
          }
        />
      </div>
    );
  }
  if (!queue) return <LoadingState fullPage label={<Trans>Memuat ulasan…</Trans>} />;
  const card = queue.cards[index];
  if (!card) {
    const answeredSome = queue.cards.length > 0;
    return (
      <div className="kk-rv">
        <EmptyState
          title={answeredSome ? <Trans>Ulasan hari ini selesai!</Trans> : <Trans>Belum ada kartu untuk hari ini</Trans>}
          description={
            answeredSome ? (
              <Trans>Terima kasih sudah mengulang. Kartu berikutnya akan datang pada harinya.</Trans>
            ) : (
              <Trans>Kartu ulasan dibuat dari hal yang sempat keliru saat kamu belajar, dan datang pada harinya.</Trans>
            )
          }
          action={
            <ButtonLink href={paths.student.dashboard()} variant="primary">
              <Trans>Kembali ke dasbor</Trans>
            </ButtonLink>
          }
        />
      </div>
    );
  }
  const position = index + 1;
  const count = queue.cards.length;
  const next = () => {
    setAnswered(null);
    setIndex((i) => i + 1);
    headingRef.current?.focus();
  };
  return (
    <div className={card.kind === 'rule' ? 'pr-wide kk-rv kk-rv--wide' : 'kk-rv'}>
      <div className="kk-rv__head">
        <h1 ref={headingRef} tabIndex={-1}>
          <Trans>Ulasan harian</Trans>
        </h1>
        <p data-testid="review-position">
          <Trans>
            Kartu {position} dari {count}
          </Trans>{' '}
          · {title(card.materialTitle)}
        </p>
      </div>
      {card.kind === 'question' ? (
        <QuestionCard key={card.id} card={card} answered={answered} onAnswered={setAnswered} />
      ) : (
        <RuleCard key={card.id} card={card} onAnswered={setAnswered} />
      )}
      {answered ? (
        <div className="kk-rv__actions">
          <ResultLine result={answered} />
          <Button variant="primary" onClick={next} autoFocus>
            {position < count ? <Trans>Kartu berikutnya</Trans> : <Trans>Selesai</Trans>}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
