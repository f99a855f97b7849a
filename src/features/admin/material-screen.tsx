/**
 * The material screens under a topic (`…/:topicId/{practice,quiz,slide,submission,video}` and their
 * `/edit` variants, `?materialId=`): the material's titles and descriptions and its per-type records
 * (slides; the video; the quiz and its questions; the practice tasks; the project brief), viewed or
 * edited through the generic admin API. Slides, questions and tasks can be added, removed (only while
 * more than one remains, docs/decisions/0005-behaviour.md) and moved.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import type { ContentRow } from '../../../api/contracts/admin-rows';
import { getErrorMessage } from '../../api-client';
import { type AdminMaterialKind, paths, withQuery } from '../../config/paths';
import { localizedTitle } from '../../lib/localized';
import { useFormatLocale } from '../../lib/use-format-locale';
import { type AdminResource, adminApi } from '../../state/admin-api';
import { Button } from '../../ui/button';
import { confirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { LoadingState } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { deletedToast, savedToast } from './admin-toasts';
import { useMaterialTypeLabel } from './content-form';
import { PracticeEditor } from './practice-editor';
import { ProjectChecklistForm } from './project-checklist-form';
import { PreviewLink, PublishButton, StatusBadge } from './publish-status';
import { QuizQuestionForm } from './quiz-question-form';
import { type FieldSpec, RecordFields } from './record-fields';
import { SlideForm } from './slide-form';
import { useRecord } from './use-record';
import { VideoUploadForm } from './video-upload-form';
import './admin.css';

type Rec = Record<string, unknown> & { id: number };
type Part = {
  resource: AdminResource;
  parentKey: string;
  title: string;
  specs: FieldSpec[];
  multiple: boolean;
  /** The heading of the n-th record of a `multiple` part ("Slide 2"), translated as one phrase. */
  itemTitle?: (n: number) => string;
  blank?: Rec;
  /** A dedicated edit form replacing the generic fields in edit mode. */
  editForm?: (record: Rec, onSaved: () => void) => ReactNode;
};

const KINDS: AdminMaterialKind[] = ['practice', 'quiz', 'slide', 'submission', 'video'];

function useParts(kind: AdminMaterialKind): { main: Part; child?: Part } {
  const { t } = useLingui();
  const title: FieldSpec = { key: 'title', kind: 'localized', label: t`Judul` };
  switch (kind) {
    case 'slide':
      return {
        main: {
          resource: 'slides',
          parentKey: 'materialId',
          title: t`Slide`,
          multiple: true,
          itemTitle: (n) => t`Slide ${n}`,
          specs: [
            title,
            { key: 'content', kind: 'localized-rich', label: t`Isi` },
            { key: 'video', kind: 'text', label: t`Video (URL)` },
          ],
          // The fields, the background (docs/decisions/0004-data.md) and a live deck preview as students will see it.
          editForm: (record, onSaved) => <SlideForm record={record} onSaved={onSaved} />,
        },
      };
    case 'video':
      return {
        main: {
          resource: 'videos',
          parentKey: 'materialId',
          title: t`Video`,
          multiple: false,
          specs: [
            { key: 'url', kind: 'text', label: t`Alamat video` },
            { key: 'durationSeconds', kind: 'number', label: t`Durasi (detik)` },
          ],
          // The file is uploaded; its address, length and poster are read from it, never typed.
          editForm: (record, onSaved) => <VideoUploadForm record={record} onSaved={onSaved} />,
        },
      };
    case 'quiz':
      return {
        main: {
          resource: 'quizes',
          parentKey: 'materialId',
          title: t`Kuis`,
          multiple: false,
          specs: [{ key: 'passingScore', kind: 'number', label: t`Nilai lulus` }],
        },
        child: {
          resource: 'questions',
          parentKey: 'quizId',
          title: t`Pertanyaan`,
          multiple: true,
          itemTitle: (n) => t`Pertanyaan ${n}`,
          specs: [
            title,
            { key: 'question', kind: 'localized', label: t`Pertanyaan` },
            { key: 'example', kind: 'textarea', label: t`Contoh` },
          ],
          blank: { id: 0, question: { id: 'Pertanyaan baru', en: 'New question' } },
          editForm: (record, onSaved) => <QuizQuestionForm record={record} onSaved={onSaved} />,
        },
      };
    case 'practice':
      // Read-only here: in edit mode a practice has its own editor (PracticeEditor).
      return {
        main: { resource: 'practices', parentKey: 'materialId', title: t`Latihan`, multiple: false, specs: [] },
        child: {
          resource: 'tasks',
          parentKey: 'practiceId',
          title: t`Tugas`,
          multiple: true,
          itemTitle: (n) => t`Tugas ${n}`,
          specs: [
            title,
            { key: 'question', kind: 'localized', label: t`Soal` },
            { key: 'example', kind: 'textarea', label: t`Contoh` },
          ],
        },
      };
    case 'submission': {
      const projectSpecs: FieldSpec[] = [
        title,
        { key: 'brief', kind: 'localized-rich', label: t`Instruksi` },
        { key: 'isExam', kind: 'bool', label: t`Final Exam` },
      ];
      return {
        main: {
          resource: 'submissions',
          parentKey: 'materialId',
          title: t`Proyek`,
          multiple: false,
          specs: projectSpecs,
          // The brief and flags, then the starter, solution and checklist judged together by the publish QA.
          editForm: (record, onSaved) => (
            <>
              <RecordFields resource="submissions" record={record} specs={projectSpecs} editable onSaved={onSaved} />
              <ProjectChecklistForm record={record} onSaved={onSaved} />
            </>
          ),
        },
      };
    }
  }
}

/** One list of per-type records under a parent id, with add / remove / move in edit mode. */
function PartList({ part, parentId, editable }: { part: Part; parentId: number; editable: boolean }) {
  const { t, i18n } = useLingui();
  const [records, setRecords] = useState<Rec[] | null>(null);
  const [version, setVersion] = useState(0);

  // `rekey` starts every record's form afresh from the server (after adding, removing or moving one). A save
  // refreshes the data without it, so unsaved edits in the other records' forms are kept.
  const fetchRecords = useCallback(
    (rekey: boolean) => {
      adminApi<Rec>(part.resource)
        .list({ [part.parentKey]: parentId, length: 200 })
        .then((res) => {
          setRecords(res.data);
          if (rekey) setVersion((v) => v + 1);
        })
        .catch((error: unknown) => {
          setRecords([]);
          toast.error(getErrorMessage(error));
        });
    },
    [part.resource, part.parentKey, parentId],
  );
  const load = useCallback(() => fetchRecords(true), [fetchRecords]);
  const refreshAfterSave = useCallback(() => fetchRecords(false), [fetchRecords]);

  useEffect(load, [load]);

  const run = async (work: () => Promise<unknown>, message: string) => {
    try {
      await work();
      toast.success(message);
      load();
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  if (records === null) return <LoadingState />;
  const ids = records.map((r) => r.id);
  const move = (from: number, to: number) => {
    const next = ids.slice();
    const [id] = next.splice(from, 1);
    if (id === undefined) return;
    next.splice(to, 0, id);
    void run(() => adminApi(part.resource).reorder(next), i18n._(savedToast.reordered));
  };

  return (
    <section className="kk-admin__section">
      <div className="kk-admin__record-head">
        <h2>{part.title}</h2>
        {editable && part.multiple ? (
          <Button
            size="sm"
            onClick={() =>
              void run(
                () => adminApi(part.resource).create({ ...part.blank, id: undefined, [part.parentKey]: parentId }),
                i18n._(savedToast.created),
              )
            }
          >
            <Trans>Tambah</Trans>
          </Button>
        ) : null}
      </div>
      {records.length === 0 ? <EmptyState /> : null}
      <div className="kk-admin__records">
        {records.map((record, index) => (
          <article key={`${record.id}-${version}`} className="kk-admin__record">
            <div className="kk-admin__record-head">
              <h3>{part.multiple && part.itemTitle ? part.itemTitle(index + 1) : part.title}</h3>
              {editable && part.multiple ? (
                <div className="kk-table__actions">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={t`Naikkan`}
                  >
                    ↑
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={index === records.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t`Turunkan`}
                  >
                    ↓
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={records.length <= 1}
                    onClick={() =>
                      void confirmDialog().then(async (ok) => {
                        if (ok)
                          await run(() => adminApi(part.resource).remove(record.id), i18n._(deletedToast.learning));
                      })
                    }
                  >
                    <Trans>Hapus</Trans>
                  </Button>
                </div>
              ) : null}
            </div>
            {editable && part.editForm ? (
              part.editForm(record, refreshAfterSave)
            ) : part.specs.length > 0 ? (
              <RecordFields
                resource={part.resource}
                record={record}
                specs={part.specs}
                editable={editable}
                onSaved={refreshAfterSave}
              />
            ) : null}
          </article>
        ))}
      </div>
    </section>
  );
}

/** The main per-type record (and its children for quizzes and practices). */
function TypeRecords({
  kind,
  materialId,
  editable,
}: {
  kind: AdminMaterialKind;
  materialId: number;
  editable: boolean;
}) {
  const parts = useParts(kind);
  const [mainId, setMainId] = useState<number | null | false>(null);
  // `useParts` builds fresh objects each render, so the effect depends on whether a child part
  // exists, not on the object (that would fetch the main record again on every render).
  const hasChild = parts.child !== undefined;
  useEffect(() => {
    if (!hasChild) return;
    adminApi<Rec>(parts.main.resource)
      .list({ materialId, length: 1 })
      .then((res) => setMainId(res.data[0]?.id ?? false))
      .catch(() => setMainId(false));
  }, [hasChild, parts.main.resource, materialId]);

  return (
    <>
      <PartList part={parts.main} parentId={materialId} editable={editable} />
      {parts.child && mainId ? <PartList part={parts.child} parentId={mainId} editable={editable} /> : null}
    </>
  );
}

export default function AdminMaterialScreen() {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const typeLabel = useMaterialTypeLabel();
  const [location] = useLocation();
  const search = useSearch();
  const params = useParams<{ id: string; chapterId: string; topicId: string }>();
  const editable = location.endsWith('/edit');
  const kind = KINDS.find((k) => location.split('/').includes(k)) ?? 'slide';
  const materialId = Number(new URLSearchParams(search).get('materialId'));
  const [material, setMaterial] = useState<ContentRow | null | false>(null);
  const [version, setVersion] = useState(0);
  // The path down to the material, as the content screens above it show it: course, chapter, topic.
  const course = useRecord('courses', params.id);
  const chapter = useRecord('chapters', params.chapterId);
  const topic = useRecord('topics', params.topicId);
  const title = (row: ContentRow | null | false) => (row ? localizedTitle(row.title, locale) : '…');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is bumped to reload after a save
  useEffect(() => {
    if (!Number.isSafeInteger(materialId) || materialId < 1) {
      setMaterial(false);
      return;
    }
    adminApi<ContentRow>('materials')
      .get(materialId)
      .then((res) => setMaterial(res.data))
      .catch(() => setMaterial(false));
  }, [materialId, version]);

  const topicHref = paths.admin.topic(params.id, params.chapterId, params.topicId);
  if (material === null) return <LoadingState fullPage />;
  if (material === false) {
    return (
      <main className="kk-admin">
        <EmptyState
          action={
            <Link href={topicHref} className="kk-btn kk-btn--primary kk-btn--md">
              <Trans>Kembali ke topik</Trans>
            </Link>
          }
        />
      </main>
    );
  }
  const other = withQuery(paths.admin.material(params.id, params.chapterId, params.topicId, kind, !editable), {
    materialId,
  });

  return (
    <main className="kk-admin">
      <nav aria-label={t`Jejak`}>
        <ol className="kk-admin__crumbs">
          <li>
            <Link href={paths.admin.course()}>
              <Trans>Kursus</Trans>
            </Link>
          </li>
          <li>
            <Link href={paths.admin.courseDetail(params.id)}>{title(course)}</Link>
          </li>
          <li>
            <Link href={paths.admin.chapter(params.id, params.chapterId)}>{title(chapter)}</Link>
          </li>
          <li>
            <Link href={topicHref}>{title(topic)}</Link>
          </li>
        </ol>
      </nav>
      <div className="kk-admin__head">
        <div>
          <h1 className="kk-admin__title">{localizedTitle(material.title, locale)}</h1>
          <p className="kk-admin__subtitle">
            <span className="kk-admin__badge">{typeLabel(material.relation ?? '')}</span>{' '}
            <StatusBadge status={material.status} />
          </p>
        </div>
        <div className="kk-admin__head-actions">
          <PreviewLink materialId={material.id} name={localizedTitle(material.title, locale)} size="md" />
          <PublishButton
            size="md"
            status={material.status}
            name={localizedTitle(material.title, locale)}
            save={async (body) => {
              await adminApi('materials').update(material.id, body);
              setVersion((v) => v + 1);
            }}
          />
          <Link href={other} className="kk-btn kk-btn--outline kk-btn--md">
            {editable ? <Trans>Selesai mengubah</Trans> : <Trans>Ubah</Trans>}
          </Link>
        </div>
      </div>
      <section className="kk-admin__panel">
        <RecordFields
          key={`${material.id}-${version}-${editable}`}
          resource="materials"
          record={material}
          specs={[
            { key: 'title', kind: 'localized', label: t`Judul` },
            { key: 'description', kind: 'localized-rich', label: t`Deskripsi` },
          ]}
          editable={editable}
          onSaved={() => setVersion((v) => v + 1)}
        />
      </section>
      {editable && kind === 'practice' ? (
        <PracticeEditor materialId={material.id} />
      ) : (
        <TypeRecords key={`${kind}-${editable}`} kind={kind} materialId={material.id} editable={editable} />
      )}
    </main>
  );
}
