/**
 * The edit form of one practice task: title and question in both languages, example, copyable
 * snippets and its answer rules. A new task (id 0) is created on its first save. The server runs
 * publish QA on the rules; its messages appear next to the rule (or the rule list) they concern.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { Localized } from '../../../api/contracts/admin-rows';
import { adminApi } from '../../state/admin-api';
import { Button } from '../../ui/button';
import { savedToast } from './admin-toasts';
import { hasPhpPage, type RuleDraft, toDraft, toRule } from './answer-rule-draft';
import { AnswerRuleList, useRuleSaveGuard } from './answer-rule-fields';
import { LocalizedFields } from './localized-fields';
import { type EditedWorkspaces, RuleTryout } from './rule-tryout';
import { TextAreaField } from './text-area-field';
import { useSaveForm } from './use-save-form';

export type TaskRecord = {
  id: number;
  practiceId?: number;
  order?: number;
  title?: Localized;
  question?: Localized;
  example?: string | null;
  copyable?: string[];
  answers?: unknown[];
};

type Props = {
  task: TaskRecord;
  practiceId: number;
  number: number;
  /** The practice's starter and solution as currently edited, for the rule try-out. */
  workspaces: EditedWorkspaces;
  onSaved: (task: TaskRecord) => void;
};

export function PracticeTaskForm({ task, practiceId, number, workspaces, onSaved }: Props) {
  const { t } = useLingui();
  const [title, setTitle] = useState<Localized>(task.title ?? {});
  const [question, setQuestion] = useState<Localized>(task.question ?? {});
  const [example, setExample] = useState(task.example ?? '');
  const [copyable, setCopyable] = useState<string[]>(task.copyable ?? []);
  const [rules, setRules] = useState<RuleDraft[]>(() => (task.answers ?? []).map(toDraft));
  const { errors, saving, save } = useSaveForm();
  const guard = useRuleSaveGuard();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!guard(rules, event.currentTarget)) return;
    const body = {
      title,
      question,
      example: example === '' ? null : example,
      copyable: copyable.filter((c) => c.trim() !== ''),
      answers: rules.map(toRule),
    };
    void save(
      () =>
        task.id > 0
          ? adminApi<TaskRecord, 'tasks'>('tasks').update(task.id, body)
          : adminApi<TaskRecord, 'tasks'>('tasks').create({ ...body, practiceId }),
      task.id > 0 ? savedToast.updated : savedToast.created,
      (res) => onSaved(res.data),
    );
  };

  const php = hasPhpPage([...workspaces.starter, ...workspaces.solution]);

  return (
    <form onSubmit={submit} noValidate aria-label={t`Tugas ${number}`}>
      <div className="kk-admin__grid2">
        <LocalizedFields
          field="title"
          labels={{ id: t`Judul tugas (Indonesia)`, en: t`Judul tugas (Inggris)` }}
          value={title}
          onChange={setTitle}
          errors={errors}
        />
        <LocalizedFields
          field="question"
          labels={{ id: t`Soal (Indonesia)`, en: t`Soal (Inggris)` }}
          rows={3}
          value={question}
          onChange={setQuestion}
          errors={errors}
        />
      </div>
      <TextAreaField
        label={t`Contoh`}
        rows={3}
        className="kk-admin__code-input"
        value={example}
        onChange={(e) => setExample(e.target.value)}
        error={errors.example}
      />
      <fieldset className="kk-admin__rule">
        <legend>
          <Trans>Potongan kode yang dapat disalin</Trans>
        </legend>
        {copyable.map((snippet, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: snippets are plain texts edited in place
          <div key={i} className="kk-admin__file-head">
            <TextAreaField
              label={t`Potongan ${i + 1}`}
              rows={2}
              className="kk-admin__code-input"
              value={snippet}
              onChange={(e) => setCopyable(copyable.map((c, j) => (j === i ? e.target.value : c)))}
              error={errors[`copyable.${i}`]}
            />
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => setCopyable(copyable.filter((_, j) => j !== i))}
            >
              <Trans>Hapus potongan {i + 1}</Trans>
            </Button>
          </div>
        ))}
        <Button type="button" size="sm" variant="outline" onClick={() => setCopyable([...copyable, ''])}>
          <Trans>Tambah potongan</Trans>
        </Button>
      </fieldset>

      <AnswerRuleList
        title={<Trans>Aturan jawaban</Trans>}
        empty={<Trans>Belum ada aturan. Kode awal harus gagal dan solusi acuan harus lolos setiap aturan.</Trans>}
        rules={rules}
        onChange={setRules}
        errors={errors}
        php={php}
      />
      <RuleTryout rules={rules} starter={workspaces.starter} solution={workspaces.solution} number={number} />
      <Button type="submit" loading={saving}>
        <Trans>Simpan tugas {number}</Trans>
      </Button>
    </form>
  );
}
