/**
 * A project's starter files, optional reference solution and checklist, edited together
 * because the server's publish QA judges them together: the starter must fail at least one rule and the
 * solution, when there is one, must pass them all. The rule try-out shows both while the author edits, with
 * the checklist and hints the student will see while building.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { toCheckFiles, workspaceFromFiles } from '../../../workers/workspace/flatten';
import type { Workspace } from '../../../workers/workspace/types';
import { adminApi } from '../../state/admin-api';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { savedToast } from './admin-toasts';
import { blankRule, hasPhpPage, RULE_KINDS, type RuleDraft, type RuleKind, toDraft, toRule } from './answer-rule-draft';
import { AnswerRuleFields, useRuleKindLabel, useRuleSaveGuard } from './answer-rule-fields';
import { RuleTryout } from './rule-tryout';
import { useSaveForm } from './use-save-form';
import { type FileEntry, WorkspaceFilesEditor } from './workspace-files-editor';

export type ProjectRecord = {
  id: number;
  starter?: Workspace | null;
  solution?: Workspace | null;
  answers?: unknown[];
};

export function ProjectChecklistForm({ record, onSaved }: { record: ProjectRecord; onSaved: () => void }) {
  const { t } = useLingui();
  const [starter, setStarter] = useState<FileEntry[]>(() => (record.starter ? toCheckFiles(record.starter) : []));
  const [solution, setSolution] = useState<FileEntry[]>(() => (record.solution ? toCheckFiles(record.solution) : []));
  const [rules, setRules] = useState<RuleDraft[]>(() => (record.answers ?? []).map(toDraft));
  const [newKind, setNewKind] = useState<RuleKind>('html');
  const { errors, saving, save } = useSaveForm();
  const guard = useRuleSaveGuard();
  const kindLabel = useRuleKindLabel();
  const php = hasPhpPage([...starter, ...solution]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!guard(rules, event.currentTarget)) return;
    const body = {
      starter: workspaceFromFiles(starter),
      // No files: no reference solution (the gate then holds the starter only).
      solution: solution.length > 0 ? workspaceFromFiles(solution) : null,
      answers: rules.map(toRule),
    };
    void save(() => adminApi('submissions').update(record.id, body), savedToast.updated, onSaved);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t`Kode awal, solusi dan checklist proyek`}>
      <p className="kk-admin__muted">
        <Trans>
          Siswa mulai dari kode awal dan melihat checklist ini saat membangun proyeknya. Kode awal harus gagal pada
          minimal satu aturan; solusi acuan (opsional, tidak pernah dikirim ke siswa) harus lolos semuanya.
        </Trans>
      </p>
      <div className="kk-admin__grid2">
        <WorkspaceFilesEditor
          title={t`Kode awal`}
          field="starter"
          entries={starter}
          onChange={setStarter}
          error={errors.starter}
          errors={errors}
        />
        <WorkspaceFilesEditor
          title={t`Solusi acuan`}
          field="solution"
          entries={solution}
          onChange={setSolution}
          error={errors.solution}
          errors={errors}
        />
      </div>
      <h4 className="kk-admin__rules-title">
        <Trans>Checklist</Trans>
      </h4>
      {errors.answers ? (
        <p className="kk-field__error" role="alert">
          {errors.answers}
        </p>
      ) : null}
      {rules.length === 0 ? (
        <p className="kk-admin__muted">
          <Trans>Belum ada aturan: proyek ini dinilai oleh mentor saja, tanpa checklist otomatis.</Trans>
        </p>
      ) : null}
      {rules.map((rule, i) => (
        <AnswerRuleFields
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id; they are edited in place
          key={i}
          rule={rule}
          index={i}
          prefix={`answers.${i}`}
          errors={errors}
          php={php}
          onChange={(next) => setRules(rules.map((r, j) => (j === i ? next : r)))}
          onRemove={() => setRules(rules.filter((_, j) => j !== i))}
        />
      ))}
      <div className="kk-admin__rule-add">
        <Select
          label={t`Jenis aturan baru`}
          value={newKind}
          onChange={(e) => setNewKind(e.target.value as RuleKind)}
          options={RULE_KINDS.map((k) => ({ value: k, label: kindLabel[k] }))}
        />
        <Button type="button" size="sm" variant="outline" onClick={() => setRules([...rules, blankRule(newKind)])}>
          <Trans>Tambah aturan</Trans>
        </Button>
      </div>
      <RuleTryout rules={rules} starter={starter} solution={solution} number={1} solutionOptional />
      <Button type="submit" loading={saving}>
        <Trans>Simpan kode awal, solusi dan checklist</Trans>
      </Button>
    </form>
  );
}
