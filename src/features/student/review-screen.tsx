/**
 * `/review`: today's spaced review (docs/decisions/0023-spaced-review.md), one card at a time. A question card asks a
 * missed quiz question again, as the quiz asks it, with its options in a new order; a rule card opens the practice's task in the real
 * editor, from the workspace where the rule was failing, checked live by the same checker and then by the server.
 * Without a connection the day's cards still open, and answers wait on the device until they can be sent
 * (review-sync.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { toCheckFiles } from '../../../workers/workspace';
import { getErrorMessage } from '../../api-client';
import { paths } from '../../config/paths';
import { checkWorkspace } from '../../runtime/check-workspace';
import { checkerErrorText } from '../../runtime/checker-error-text';
import { authState } from '../../state/auth';
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
import type { ReviewCardView, ReviewQueueView } from './review-api';
import { reviewApi } from './review-api';
import { answerCard, type CardOutcome, onQueuedAnswerChecked, unansweredCards } from './review-sync';
import { useTexts } from './use-texts';
import './practice.css';
import './quiz.css';
import './review.css';

type Answered = CardOutcome & { cardId: number };

function ResultLine({ result }: { result: Answered }) {
  if (result.state === 'queued') {
    return (
      <p className="kk-rv__result is-queued" role="status">
        <Trans>Jawabanmu tersimpan di perangkat ini dan akan diperiksa begitu koneksi kembali.</Trans>
      </p>
    );
  }
  const { passed, retired } = result.view;
  return (
    <p className={`kk-rv__result ${passed ? 'is-passed' : 'is-failed'}`} role="status">
      {passed ? (
        retired ? (
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

type CardProps = { card: ReviewCardView; userId: number; onAnswered: (result: Answered) => void };

function QuestionCard({ card, userId, onAnswered, answered }: CardProps & { answered: Answered | null }) {
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
      onAnswered({ ...(await answerCard(userId, card, { options: chosen })), cardId: card.id });
    } catch (e) {
      setError(getErrorMessage(e));
    } finally {
      setSending(false);
    }
  };
  const verdict = answered?.state === 'checked' ? answered.view : null;
  const keys = verdict?.keyOptionIds ?? [];
  const rightTexts = verdict && !verdict.passed ? verdict.answerTexts : null;
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

function RuleCard({ card, userId, onAnswered }: CardProps) {
  const { t } = useLingui();
  const rule = card.rule;
  const store = useMemo(() => createWorkspaceStore(), []);
  const [verdict, setVerdict] = useState<TaskVerdict | null>(null);
  const [checkSeq, setCheckSeq] = useState(0);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
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
      const outcome = await answerCard(userId, card, { files: toCheckFiles(store.current()) });
      setSent(true);
      onAnswered({ ...outcome, cardId: card.id });
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
                {sent ? null : (
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

/** Answers given offline that the server has checked since, while this screen was open. */
type CheckedLater = { checked: number; passed: number };

function CheckedLaterLine({ later }: { later: CheckedLater }) {
  const { checked, passed } = later;
  return (
    <p className="kk-rv__later" role="status" data-testid="review-checked-later">
      <Trans>
        Jawaban yang tersimpan saat offline sudah diperiksa: {passed} dari {checked} benar.
      </Trans>
    </p>
  );
}

export default function ReviewScreen() {
  const { user } = useSnapshot(authState);
  const userId = typeof user?.id === 'number' ? user.id : null;
  const [queue, setQueue] = useState<ReviewQueueView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [index, setIndex] = useState(0);
  const [answered, setAnswered] = useState<Answered | null>(null);
  const [later, setLater] = useState<CheckedLater>({ checked: 0, passed: 0 });
  const { title } = useTexts();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const load = () => {
    if (userId === null) return;
    setError(null);
    reviewApi
      .queue()
      // Offline, the day's cards are the service worker's last copy: cards answered since are left out.
      .then(async (res) => {
        const cards = await unansweredCards(userId, res.data.cards);
        // Answered here already: today's review counts them as done.
        return { ...res.data, cards, doneToday: res.data.doneToday + res.data.cards.length - cards.length };
      })
      .then((data) => {
        setQueue(data);
        setIndex(0);
        setAnswered(null);
      })
      .catch((e: unknown) => setError(getErrorMessage(e)));
  };
  useEffect(load, [userId]);
  useEffect(
    () =>
      onQueuedAnswerChecked((_cardId, view) =>
        setLater((n) => ({ checked: n.checked + 1, passed: n.passed + (view.passed ? 1 : 0) })),
      ),
    [],
  );

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
  if (!queue || userId === null) return <LoadingState fullPage label={<Trans>Memuat ulasan…</Trans>} />;
  const card = queue.cards[index];
  if (!card) {
    const answeredSome = queue.cards.length > 0 || queue.doneToday > 0;
    return (
      <div className="kk-rv">
        {later.checked > 0 ? <CheckedLaterLine later={later} /> : null}
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
      {later.checked > 0 ? <CheckedLaterLine later={later} /> : null}
      {card.kind === 'question' ? (
        <QuestionCard key={card.id} card={card} userId={userId} answered={answered} onAnswered={setAnswered} />
      ) : (
        <RuleCard key={card.id} card={card} userId={userId} onAnswered={setAnswered} />
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
