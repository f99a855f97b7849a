/**
 * `/learning/quiz?materialId=`: answer → next → finish → score screen → continue (docs/decisions/0005-behaviour.md). The answers go
 * to the server, which computes and saves the score; the screen only shows what the server says.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { getErrorMessage } from '../../api-client';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import type { FinishResult, MaterialScreenData, Question, QuizReply } from './learning-types';
import { MaterialFrame, MaterialGate } from './material-frame';
import { NextStep } from './next-step';
import { initialAnswer, isAnswered, QuizQuestion } from './quiz-question';
import { useMaterial } from './use-material';
import { useTexts } from './use-texts';
import './progress-bar.css';
import './quiz.css';

function ScoreScreen({
  data,
  questions,
  result,
  passingScore,
  onRetry,
}: {
  data: MaterialScreenData;
  questions: Question[];
  result: FinishResult;
  passingScore: number;
  onRetry: () => void;
}) {
  const { title, number } = useTexts();
  const correctOf = new Map((result.question_results ?? []).map((r) => [r.questionId, r.correct]));
  const score = result.score ?? 0;
  return (
    <section className="kk-quiz__score" aria-labelledby="kk-quiz-score-title">
      <h2 id="kk-quiz-score-title">
        <Trans>Nilai kuis</Trans>
      </h2>
      <p className={result.passed ? 'kk-quiz__score-value is-passed' : 'kk-quiz__score-value'} data-testid="quiz-score">
        {number(score)}
      </p>
      <p>
        <Trans>
          {result.correct ?? 0} dari {result.total ?? questions.length} jawaban benar.
        </Trans>{' '}
        {result.passed ? (
          <Trans>Kamu lulus kuis ini.</Trans>
        ) : (
          <Trans>Nilai minimal untuk lulus adalah {passingScore}. Coba lagi ya!</Trans>
        )}
      </p>
      <ul className="kk-quiz__review">
        {questions.map((q, i) => (
          <li key={q.id} className={correctOf.get(q.id) ? 'is-correct' : 'is-wrong'}>
            <span>
              {i + 1}. {title(q.title)}
            </span>
            <span>{correctOf.get(q.id) ? <Trans>Benar</Trans> : <Trans>Salah</Trans>}</span>
          </li>
        ))}
      </ul>
      <div className="kk-material__actions">
        <Button variant="outline" onClick={onRetry}>
          <Trans>Ulangi kuis</Trans>
        </Button>
        {result.is_finish ? (
          <NextStep next={result.next_material ?? data.next_in_course} trialFinished={result.trial_finished} />
        ) : null}
      </div>
    </section>
  );
}

function Quiz({
  data,
  questions,
  passingScore,
  finish,
  finishing,
}: {
  data: MaterialScreenData;
  questions: Question[];
  passingScore: number;
  finish: (extra: { answers: QuizReply[] }) => Promise<FinishResult>;
  finishing: boolean;
}) {
  const { t } = useLingui();
  const fresh = () => new Map(questions.map((q) => [q.id, initialAnswer(q)]));
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState(fresh);
  const [result, setResult] = useState<FinishResult | null>(null);

  if (result) {
    return (
      <ScoreScreen
        data={data}
        questions={questions}
        result={result}
        passingScore={passingScore}
        onRetry={() => {
          setResult(null);
          setAnswers(fresh());
          setIndex(0);
        }}
      />
    );
  }

  const question = questions[index];
  if (!question) return null;
  const value = answers.get(question.id) ?? [];
  const answered = isAnswered(question, value);
  const last = index === questions.length - 1;

  const submit = async () => {
    try {
      const replies = questions.map((q) => ({ questionId: q.id, value: answers.get(q.id) ?? [] }));
      setResult(await finish({ answers: replies }));
    } catch (error) {
      toast(getErrorMessage(error), { variant: 'error' });
    }
  };

  return (
    <form
      className="kk-quiz"
      onSubmit={(e) => {
        e.preventDefault();
        if (!answered) return;
        if (last) void submit();
        else setIndex(index + 1);
      }}
    >
      <div className="kk-quiz__progress">
        <span>
          <Trans>
            Pertanyaan {index + 1} dari {questions.length}
          </Trans>
        </span>
        <progress className="kk-progress" max={questions.length} value={index + 1} aria-label={t`Kemajuan kuis`} />
      </div>
      <QuizQuestion
        key={question.id}
        question={question}
        value={value}
        onChange={(v) => setAnswers(new Map(answers).set(question.id, v))}
      />
      <div className="kk-material__actions">
        <Button variant="outline" onClick={() => setIndex(index - 1)} disabled={index === 0}>
          <Trans>Pertanyaan sebelumnya</Trans>
        </Button>
        <Button type="submit" variant="primary" disabled={!answered} loading={finishing}>
          {last ? <Trans>Selesai</Trans> : <Trans>Berikutnya</Trans>}
        </Button>
        {!answered ? (
          <span className="kk-quiz__help">
            <Trans>Jawab pertanyaan ini untuk melanjutkan.</Trans>
          </span>
        ) : null}
      </div>
    </form>
  );
}

export default function QuizScreen() {
  const { load, finish, finishing } = useMaterial();
  return (
    <MaterialGate load={load}>
      {(data) => (
        <MaterialFrame data={data}>
          {data.content.kind === 'quiz' && data.content.questions.length > 0 ? (
            <>
              {data.material.is_finish && data.material.score !== null ? (
                <p className="kk-material__notice">
                  <Trans>Nilai terbaikmu untuk kuis ini: {data.material.score}</Trans>
                </p>
              ) : null}
              <Quiz
                key={data.material.id}
                data={data}
                questions={data.content.questions}
                passingScore={data.content.passing_score}
                finish={finish}
                finishing={finishing}
              />
            </>
          ) : (
            <p>
              <Trans>Kuis untuk materi ini belum tersedia.</Trans>
            </p>
          )}
        </MaterialFrame>
      )}
    </MaterialGate>
  );
}
