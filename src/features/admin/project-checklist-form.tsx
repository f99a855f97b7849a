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
import { savedToast } from './admin-toasts';
import { hasPhpPage, type RuleDraft, toDraft, toRule } from './answer-rule-draft';
import { AnswerRuleList, useRuleSaveGuard } from './answer-rule-fields';
import { RuleTryout } from './rule-tryout';
import { useSaveForm } from './use-save-form';
import { type FileEntry, StarterSolutionFields } from './workspace-files-editor';

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
  const { errors, saving, save } = useSaveForm();
  const guard = useRuleSaveGuard();
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
      <StarterSolutionFields
        starter={starter}
        solution={solution}
        onStarter={setStarter}
        onSolution={setSolution}
        errors={errors}
      />
      <AnswerRuleList
        title={<Trans>Checklist</Trans>}
        empty={<Trans>Belum ada aturan: proyek ini dinilai oleh mentor saja, tanpa checklist otomatis.</Trans>}
        rules={rules}
        onChange={setRules}
        errors={errors}
        php={php}
      />
      <RuleTryout rules={rules} starter={starter} solution={solution} number={1} solutionOptional />
      <Button type="submit" loading={saving}>
        <Trans>Simpan kode awal, solusi dan checklist</Trans>
      </Button>
    </form>
  );
}
