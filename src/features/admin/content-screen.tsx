/**
 * One level of the course tree: courses → chapters → topics → materials (`/admin/course`,
 * `/admin/course/:id`, `/admin/course/:id/:chapterId`, `/admin/course/:id/:chapterId/:topicId`).
 * Each lists its records in order with search, paging, trash/restore, create/edit in both
 * languages, and re-ordering by drag and drop or the move buttons (saved via re-order).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import type { ContentRow } from '../../../api/contracts/admin-rows';
import { type AdminMaterialKind, paths, withQuery } from '../../config/paths';
import { localizedTitle } from '../../lib/localized';
import { useFormatLocale } from '../../lib/use-format-locale';
import type { AdminResource } from '../../state/admin-api';
import { Button } from '../../ui/button';
import type { DataTableColumn } from '../../ui/data-table';
import { EmptyState } from '../../ui/empty-state';
import { toast } from '../../ui/toast';
import { AdminTable } from './admin-table';
import { savedToast } from './admin-toasts';
import { ContentForm, useMaterialTypeLabel } from './content-form';
import { PreviewLink, PublishButton, StatusBadge } from './publish-status';
import { useList } from './use-list';
import { useRecord } from './use-record';
import './admin.css';

export type ContentLevel = 'course' | 'chapter' | 'topic' | 'material';

type Params = { id?: string; chapterId?: string; topicId?: string };

const RESOURCE: Record<ContentLevel, AdminResource> = {
  course: 'courses',
  chapter: 'chapters',
  topic: 'topics',
  material: 'materials',
};

/** The admin material screen of a material type (`submission-exam` opens the submission screen). */
export function materialKindOf(relation: string | undefined): AdminMaterialKind {
  if (relation?.startsWith('submission')) return 'submission';
  return relation === 'video' || relation === 'quiz' || relation === 'practice' ? relation : 'slide';
}

/** A description's text for a list cell: tags become spaces, entities (`&amp;`) their characters. */
function plainText(html: string | undefined): string {
  const spaced = (html ?? '').replace(/<[^>]*>/g, ' ');
  // DOMParser decodes entities without running anything; the text has no tags left anyway.
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** The screen of `level`; remounts when the route's ids change so its list store starts afresh. */
export function ContentScreen({ level }: { level: ContentLevel }) {
  const params = useParams<Params>();
  return <ContentLevelView key={`${params.id}/${params.chapterId}/${params.topicId}`} level={level} params={params} />;
}

function ContentLevelView({ level, params }: { level: ContentLevel; params: Params }) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const typeLabel = useMaterialTypeLabel();
  const course = useRecord('courses', level === 'course' ? undefined : params.id);
  const chapter = useRecord('chapters', level === 'topic' || level === 'material' ? params.chapterId : undefined);
  const topic = useRecord('topics', level === 'material' ? params.topicId : undefined);

  const filters: Record<string, string> = {};
  if (level === 'chapter' && params.id) filters.courseId = params.id;
  if (level === 'topic' && params.chapterId) filters.chapterId = params.chapterId;
  if (level === 'material' && params.topicId) filters.topicId = params.topicId;
  const { store, snap } = useList<ContentRow>({
    resource: RESOURCE[level],
    length: 50,
    order: { column: 'order', dir: 'asc' },
    filters,
  });
  const [editing, setEditing] = useState<{ row: ContentRow | null } | null>(null);

  const title = (row: { title: ContentRow['title'] } | null | false) => (row ? localizedTitle(row.title, locale) : '');

  const childHref = (row: ContentRow): string | null => {
    if (level === 'course') return paths.admin.courseDetail(row.id);
    if (level === 'chapter' && params.id) return paths.admin.chapter(params.id, row.id);
    if (level === 'topic' && params.id && params.chapterId)
      return paths.admin.topic(params.id, params.chapterId, row.id);
    if (level === 'material' && params.id && params.chapterId && params.topicId) {
      const kind = materialKindOf(row.relation);
      return withQuery(paths.admin.material(params.id, params.chapterId, params.topicId, kind), { materialId: row.id });
    }
    return null;
  };

  const columns: DataTableColumn<ContentRow>[] = [
    {
      key: 'order',
      header: '#',
      orderBy: 'order',
      // Chapters are numbered apart among trial and paid ones (docs/decisions/0005-behaviour.md), as students see them.
      render: (r) => r.number ?? r.order,
      className: 'kk-admin__order',
    },
    {
      key: 'title',
      header: t`Judul`,
      orderBy: 'title',
      render: (r) => {
        const href = childHref(r);
        const text = title(r);
        return href && !snap.trash ? <Link href={href}>{text}</Link> : text;
      },
    },
    {
      key: 'description',
      header: t`Deskripsi`,
      render: (r) => <span className="kk-admin__muted">{plainText(r.description[locale]).slice(0, 90)}</span>,
    },
  ];
  if (level === 'chapter') {
    columns.push({
      key: 'trial',
      header: t`Jenis`,
      orderBy: 'isTrial',
      render: (r) =>
        r.isTrial ? (
          <span className="kk-admin__badge kk-admin__badge--green">{t`Uji coba`}</span>
        ) : (
          <span className="kk-admin__badge">{t`Berbayar`}</span>
        ),
    });
  }
  if (level === 'material') {
    columns.push({
      key: 'relation',
      header: t`Jenis materi`,
      orderBy: 'relation',
      render: (r) => <span className="kk-admin__badge">{typeLabel(r.relation ?? '')}</span>,
    });
  }
  if (level !== 'course') {
    columns.push({ key: 'status', header: t`Status`, render: (r) => <StatusBadge status={r.status} /> });
  }
  const count = (r: ContentRow) => r.chapterCount ?? r.topicCount ?? r.materialCount;
  if (level !== 'material') {
    columns.push({
      key: 'children',
      header: level === 'course' ? t`Bab` : level === 'chapter' ? t`Topik` : t`Materi`,
      render: (r) => count(r) ?? 0,
    });
  }

  const parentMissing =
    (level !== 'course' && course === false) ||
    ((level === 'topic' || level === 'material') && chapter === false) ||
    (level === 'material' && topic === false);

  const heading =
    level === 'course'
      ? t`Kursus`
      : level === 'chapter'
        ? title(course)
        : level === 'topic'
          ? title(chapter)
          : title(topic);
  const kind = level === 'material' ? 'learning' : level;
  const nounNew =
    level === 'course'
      ? t`Tambah kursus`
      : level === 'chapter'
        ? t`Tambah bab`
        : level === 'topic'
          ? t`Tambah topik`
          : t`Tambah materi`;
  const nounEdit =
    level === 'course'
      ? t`Ubah kursus`
      : level === 'chapter'
        ? t`Ubah bab`
        : level === 'topic'
          ? t`Ubah topik`
          : t`Ubah materi`;

  const submit = async (body: Record<string, unknown>) => {
    if (editing?.row) await store.update(editing.row.id, body);
    else
      await store.create({ ...body, ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, Number(v)])) });
    toast.success(i18n._(editing?.row ? savedToast.updated : savedToast.created));
    setEditing(null);
  };

  if (parentMissing) {
    return (
      <main className="kk-admin">
        <EmptyState
          action={
            <Link href={paths.admin.course()} className="kk-btn kk-btn--primary kk-btn--md">
              <Trans>Kembali ke kursus</Trans>
            </Link>
          }
        />
      </main>
    );
  }

  return (
    <main className="kk-admin">
      <nav aria-label={t`Jejak`}>
        <ol className="kk-admin__crumbs">
          <li>
            <Link href={paths.admin.course()}>
              <Trans>Kursus</Trans>
            </Link>
          </li>
          {level !== 'course' && params.id ? (
            <li>
              <Link href={paths.admin.courseDetail(params.id)}>{title(course) || '…'}</Link>
            </li>
          ) : null}
          {(level === 'topic' || level === 'material') && params.id && params.chapterId ? (
            <li>
              <Link href={paths.admin.chapter(params.id, params.chapterId)}>{title(chapter) || '…'}</Link>
            </li>
          ) : null}
          {level === 'material' && params.id && params.chapterId && params.topicId ? (
            <li>
              <Link href={paths.admin.topic(params.id, params.chapterId, params.topicId)}>{title(topic) || '…'}</Link>
            </li>
          ) : null}
        </ol>
      </nav>
      <div className="kk-admin__head">
        <div>
          <h1 className="kk-admin__title">{heading || '…'}</h1>
          <p className="kk-admin__subtitle">
            {level === 'course' ? (
              <Trans>Susun kursus; buka kursus untuk mengelola babnya.</Trans>
            ) : level === 'chapter' ? (
              <Trans>Bab kursus ini. Seret baris atau gunakan tombol panah untuk mengubah urutan.</Trans>
            ) : level === 'topic' ? (
              <Trans>Topik bab ini. Seret baris atau gunakan tombol panah untuk mengubah urutan.</Trans>
            ) : (
              <Trans>Materi topik ini beserta jenisnya. Buka materi untuk mengubah isinya.</Trans>
            )}
          </p>
        </div>
      </div>
      <AdminTable<ContentRow>
        label={heading || nounNew}
        kind={kind}
        store={store}
        snap={snap}
        columns={columns}
        rowName={(r) => title(r)}
        onEdit={(row) => setEditing({ row })}
        extraActions={
          level === 'course'
            ? undefined
            : (row) => (
                <>
                  {level === 'material' ? <PreviewLink materialId={row.id} name={title(row)} /> : null}
                  <PublishButton status={row.status} name={title(row)} save={(body) => store.update(row.id, body)} />
                </>
              )
        }
        reorderable
        toolbar={<Button onClick={() => setEditing({ row: null })}>{nounNew}</Button>}
      />
      {editing ? (
        <ContentForm
          key={editing.row?.id ?? 'new'}
          title={editing.row ? nounEdit : nounNew}
          row={editing.row}
          withTrial={level === 'chapter'}
          withRelation={level === 'material'}
          onClose={() => setEditing(null)}
          onSubmit={submit}
        />
      ) : null}
    </main>
  );
}
