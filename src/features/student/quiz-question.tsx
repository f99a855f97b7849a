/**
 * One quiz question of any type (docs/decisions/0004-data.md): multiple choice (radios), multiple answers (checkboxes), fill in
 * the blank (inputs in the sentence, with a word bank), puzzle (order with buttons or drag) and fill (text).
 * The answer is a list of strings: option ids, or the typed texts.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '../../ui/button';
import type { Question } from './learning-types';
import { useTexts } from './use-texts';

export type QuestionProps = { question: Question; value: string[]; onChange: (value: string[]) => void };

/** True when the student has given an answer that can be sent. */
export function isAnswered(question: Question, value: string[]): boolean {
  switch (question.type) {
    case 'multiplechoice':
    case 'multiple':
      return value.length > 0;
    case 'puzzle':
      return value.length === question.options.length;
    default:
      return value.length > 0 && value.every((v) => v.trim() !== '');
  }
}

/** The answer a question starts with: the pieces in their given order for a puzzle, else nothing. */
export function initialAnswer(question: Question): string[] {
  if (question.type === 'puzzle') return question.options.map((o) => o.id);
  if (question.type === 'fillblank') return Array.from({ length: question.blanks }, () => '');
  if (question.type === 'fill') return [''];
  return [];
}

function Choices({ question, value, onChange }: QuestionProps) {
  const name = useId();
  const multiple = question.type === 'multiple';
  return (
    <fieldset className="kk-quiz__choices">
      <legend className="kk-visually-hidden">
        {multiple ? <Trans>Pilih semua jawaban yang benar</Trans> : <Trans>Pilih satu jawaban</Trans>}
      </legend>
      {question.options.map((o) => {
        const checked = value.includes(o.id);
        return (
          <label key={o.id} className={checked ? 'kk-quiz__choice is-checked' : 'kk-quiz__choice'}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={o.id}
              checked={checked}
              onChange={() => {
                if (!multiple) onChange([o.id]);
                else onChange(checked ? value.filter((v) => v !== o.id) : [...value, o.id]);
              }}
            />
            <span>{o.text}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

function Puzzle({ question, value, onChange }: QuestionProps) {
  const { t } = useLingui();
  const [dragging, setDragging] = useState<number | null>(null);
  const textOf = (id: string) => question.options.find((o) => o.id === id)?.text ?? id;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length || from === to) return;
    const next = [...value];
    const [item] = next.splice(from, 1);
    if (item !== undefined) next.splice(to, 0, item);
    onChange(next);
  };
  return (
    <ol className="kk-quiz__puzzle" aria-label={t`Urutan jawaban`}>
      {value.map((id, i) => (
        <li
          key={id}
          className={dragging === i ? 'kk-quiz__piece is-dragging' : 'kk-quiz__piece'}
          draggable
          onDragStart={(e) => {
            setDragging(i);
            e.dataTransfer.effectAllowed = 'move';
          }}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            if (dragging !== null) move(dragging, i);
            setDragging(null);
          }}
          onDragEnd={() => setDragging(null)}
        >
          <span className="kk-quiz__piece-pos" aria-hidden="true">
            {i + 1}
          </span>
          <span className="kk-quiz__piece-text">{textOf(id)}</span>
          <span className="kk-quiz__piece-actions">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => move(i, i - 1)}
              disabled={i === 0}
              aria-label={t`Naikkan "${textOf(id)}"`}
            >
              ↑
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => move(i, i + 1)}
              disabled={i === value.length - 1}
              aria-label={t`Turunkan "${textOf(id)}"`}
            >
              ↓
            </Button>
          </span>
        </li>
      ))}
    </ol>
  );
}

function FillBlank({ question, value, onChange, sentence }: QuestionProps & { sentence: string }) {
  const { t } = useLingui();
  const parts = sentence.split(/_{3,}/);
  const inline = parts.length - 1 === question.blanks;
  const set = (i: number, text: string) => onChange(value.map((v, j) => (j === i ? text : v)));
  const input = (i: number) => (
    <input
      key={`blank-${i}`}
      className="kk-input kk-quiz__blank"
      value={value[i] ?? ''}
      onChange={(e) => set(i, e.target.value)}
      aria-label={t`Isian ${i + 1}`}
      autoComplete="off"
      spellCheck={false}
    />
  );
  return (
    <div className="kk-quiz__fillblank">
      {inline ? (
        <p className="kk-quiz__sentence">
          {parts.map((part, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's parts never reorder
            <span key={i}>
              {part}
              {i < question.blanks ? input(i) : null}
            </span>
          ))}
        </p>
      ) : (
        <div className="kk-quiz__blanks">{Array.from({ length: question.blanks }, (_, i) => input(i))}</div>
      )}
      {question.options.length > 0 ? (
        <div className="kk-quiz__bank">
          <span className="kk-quiz__bank-label">
            <Trans>Pilihan kata (klik untuk mengisi kotak kosong berikutnya):</Trans>
          </span>
          {question.options.map((o) => (
            <Button
              key={o.id}
              size="sm"
              variant="outline"
              onClick={() => {
                const empty = value.findIndex((v) => v.trim() === '');
                if (empty >= 0) set(empty, o.text);
              }}
            >
              {o.text}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export function QuizQuestion({ question, value, onChange }: QuestionProps) {
  const { title, locale } = useTexts();
  const { t } = useLingui();
  const sentence = question.question[locale] || question.question[locale === 'id' ? 'en' : 'id'] || '';
  return (
    <div className="kk-quiz__question">
      <h2 className="kk-quiz__q-title">{title(question.title)}</h2>
      {question.type === 'fillblank' ? null : <p className="kk-quiz__q-text">{sentence}</p>}
      {question.example ? (
        <p className="kk-quiz__example">
          <Trans>Contoh:</Trans> <code>{question.example}</code>
        </p>
      ) : null}
      {question.type === 'multiplechoice' || question.type === 'multiple' ? (
        <Choices question={question} value={value} onChange={onChange} />
      ) : question.type === 'puzzle' ? (
        <>
          <p className="kk-quiz__help">
            <Trans>Susun urutan yang benar dengan tombol ↑ ↓ atau seret.</Trans>
          </p>
          <Puzzle question={question} value={value} onChange={onChange} />
        </>
      ) : question.type === 'fillblank' ? (
        <FillBlank question={question} value={value} onChange={onChange} sentence={sentence} />
      ) : (
        <input
          className="kk-input kk-quiz__fill"
          value={value[0] ?? ''}
          onChange={(e) => onChange([e.target.value])}
          aria-label={t`Jawaban`}
          placeholder={t`Tulis jawabanmu`}
          autoComplete="off"
        />
      )}
    </div>
  );
}
