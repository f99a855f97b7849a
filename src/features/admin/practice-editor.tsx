/**
 * The practice editor of `…/practice/edit` (docs/decisions/0003-product-and-screens.md, 0004-data.md): the starter and reference
 * solution workspaces, and each task with its texts, snippets and answer rules. A new task stays a
 * local draft until its first save (the server refuses a task without rules that the starter fails
 * and the solution passes); a task can be removed only while more than one exists (docs/decisions/0005-behaviour.md).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { toCheckFiles, workspaceFromFiles } from '../../../workers/workspace/flatten';
import type { Workspace } from '../../../workers/workspace/types';
import { getErrorMessage } from '../../api-client';
import { adminApi } from '../../state/admin-api';
import { Button } from '../../ui/button';
import { confirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { LoadingState } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { deletedToast, savedToast } from './admin-toasts';
import { PracticeTaskForm, type TaskRecord } from './practice-task-form';
import type { EditedWorkspaces } from './rule-tryout';
import { useSaveForm } from './use-save-form';
import { type FileEntry, StarterSolutionFields } from './workspace-files-editor';

type PracticeRecord = { id: number; starter: Workspace; solution: Workspace };
type Workspaces = Pick<PracticeRecord, 'starter' | 'solution'>;

type WorkspacesFormProps = {
  practice: PracticeRecord;
  onSaved: (saved: Workspaces) => void;
  onEdit: (entries: EditedWorkspaces) => void;
};

/** Starter and solution files, saved together so the server checks them against every task at once. */
function WorkspacesForm({ practice, onSaved, onEdit }: WorkspacesFormProps) {
  const { t } = useLingui();
  const [starter, setStarter] = useState<FileEntry[]>(() => toCheckFiles(practice.starter));
  const [solution, setSolution] = useState<FileEntry[]>(() => toCheckFiles(practice.solution));
  // The tasks' rule try-outs run against the files as typed, before they are saved.
  useEffect(() => onEdit({ starter, solution }), [starter, solution, onEdit]);
  const { errors, saving, save } = useSaveForm();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: Workspaces = { starter: workspaceFromFiles(starter), solution: workspaceFromFiles(solution) };
    void save(
      () => adminApi('practices').update(practice.id, body),
      savedToast.updated,
      () => onSaved(body),
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t`Kode awal dan solusi`}>
      <StarterSolutionFields
        starter={starter}
        solution={solution}
        onStarter={setStarter}
        onSolution={setSolution}
        errors={errors}
      />
      <Button type="submit" loading={saving}>
        <Trans>Simpan kode awal dan solusi</Trans>
      </Button>
    </form>
  );
}

type Item = { key: string; task: TaskRecord };
let draftCounter = 0;

export function PracticeEditor({ materialId }: { materialId: number }) {
  const { t, i18n } = useLingui();
  const [practice, setPractice] = useState<PracticeRecord | null | false>(null);
  const [items, setItems] = useState<Item[] | null>(null);
  // Bumped after the workspaces are saved, so their form starts again from the stored trees.
  const [version, setVersion] = useState(0);
  const [edited, setEdited] = useState<EditedWorkspaces>({ starter: [], solution: [] });

  const loadTasks = useCallback((practiceId: number) => {
    adminApi<TaskRecord>('tasks')
      .list({ practiceId, length: 200 })
      .then((res) => setItems(res.data.map((task) => ({ key: `task-${task.id}`, task }))))
      .catch((error: unknown) => {
        setItems([]);
        toast.error(getErrorMessage(error));
      });
  }, []);

  useEffect(() => {
    adminApi<PracticeRecord>('practices')
      .list({ materialId, length: 1 })
      .then((res) => {
        const found = res.data[0];
        setPractice(found ?? false);
        if (found) loadTasks(found.id);
      })
      .catch((error: unknown) => {
        setPractice(false);
        toast.error(getErrorMessage(error));
      });
  }, [materialId, loadTasks]);

  if (practice === null) return <LoadingState />;
  if (practice === false) return <EmptyState />;

  const saved = items?.filter((i) => i.task.id > 0) ?? [];
  const move = async (from: number, to: number) => {
    const ids = saved.map((i) => i.task.id);
    const [id] = ids.splice(from, 1);
    if (id === undefined) return;
    ids.splice(to, 0, id);
    try {
      await adminApi('tasks').reorder(ids);
      toast.success(i18n._(savedToast.reordered));
      loadTasks(practice.id);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };
  const remove = async (item: Item) => {
    if (!(await confirmDialog())) return;
    if (item.task.id > 0) {
      try {
        await adminApi('tasks').remove(item.task.id);
        toast.success(i18n._(deletedToast.learning));
      } catch (error) {
        toast.error(getErrorMessage(error));
        return;
      }
    }
    setItems((list) => (list ?? []).filter((i) => i.key !== item.key));
  };
  const addDraft = () => {
    draftCounter += 1;
    setItems((list) => [...(list ?? []), { key: `draft-${draftCounter}`, task: { id: 0, question: {} } }]);
  };

  return (
    <>
      <section className="kk-admin__section">
        <div className="kk-admin__record-head">
          <h2>
            <Trans>Kode awal dan solusi acuan</Trans>
          </h2>
        </div>
        <p className="kk-admin__muted">
          <Trans>
            Setiap tugas harus gagal pada kode awal dan lolos pada solusi acuan; server memeriksanya setiap kali Anda
            menyimpan.
          </Trans>
        </p>
        <WorkspacesForm
          key={`ws-${practice.id}-${version}`}
          practice={practice}
          onEdit={setEdited}
          onSaved={(saved) => {
            setPractice({ ...practice, ...saved });
            setVersion((v) => v + 1);
          }}
        />
      </section>
      <section className="kk-admin__section">
        <div className="kk-admin__record-head">
          <h2>
            <Trans>Tugas</Trans>
          </h2>
          <Button size="sm" onClick={addDraft}>
            <Trans>Tambah tugas</Trans>
          </Button>
        </div>
        {items === null ? <LoadingState /> : null}
        {items?.length === 0 ? <EmptyState /> : null}
        <div className="kk-admin__records">
          {(items ?? []).map((item, index) => {
            const savedIndex = saved.findIndex((s) => s.key === item.key);
            return (
              <article key={item.key} className="kk-admin__record">
                <div className="kk-admin__record-head">
                  <h3>
                    {item.task.id > 0 ? (
                      <Trans>Tugas {index + 1}</Trans>
                    ) : (
                      <Trans>Tugas {index + 1} (belum disimpan)</Trans>
                    )}
                  </h3>
                  <div className="kk-table__actions">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={savedIndex <= 0}
                      onClick={() => void move(savedIndex, savedIndex - 1)}
                      aria-label={t`Naikkan tugas ${index + 1}`}
                    >
                      ↑
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={savedIndex < 0 || savedIndex >= saved.length - 1}
                      onClick={() => void move(savedIndex, savedIndex + 1)}
                      aria-label={t`Turunkan tugas ${index + 1}`}
                    >
                      ↓
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      disabled={(items ?? []).length <= 1}
                      onClick={() => void remove(item)}
                    >
                      <Trans>Hapus tugas {index + 1}</Trans>
                    </Button>
                  </div>
                </div>
                <PracticeTaskForm
                  task={item.task}
                  practiceId={practice.id}
                  number={index + 1}
                  workspaces={edited}
                  onSaved={(task) =>
                    setItems((list) => (list ?? []).map((i) => (i.key === item.key ? { key: item.key, task } : i)))
                  }
                />
              </article>
            );
          })}
        </div>
      </section>
    </>
  );
}
