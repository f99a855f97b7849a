/**
 * The frame every material screen shares: breadcrumb (chapter › topic), title and type, the screen's body,
 * and previous/next navigation within the topic. Also the loading, locked and not-found states.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { Button, ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { RichTextView } from '../../ui/rich-text-view';
import { LoadingState } from '../../ui/spinner';
import type { MaterialLink, MaterialScreenData } from './learning-types';
import { MaterialKind } from './material-kind';
import type { MaterialLoad } from './use-material';
import { useTexts } from './use-texts';
import './material-frame.css';

/**
 * Loading, locked and missing states of a material screen; renders `children(data)` when ready. A screen that can
 * load again passes `onRetry`, offered when the material failed to load for another reason (network, storage).
 */
export function MaterialGate({
  load,
  children,
  onRetry,
}: {
  load: MaterialLoad;
  children: (data: MaterialScreenData) => ReactNode;
  onRetry?: () => void;
}) {
  if (load.status === 'loading') return <LoadingState fullPage />;
  if (load.status === 'error') {
    return (
      <div className="kk-material kk-material--state">
        <EmptyState
          title={
            load.locked ? (
              <Trans>Materi ini masih terkunci</Trans>
            ) : load.notFound ? (
              <Trans>Materi tidak ditemukan</Trans>
            ) : (
              <Trans>Materi tidak dapat dimuat</Trans>
            )
          }
          description={load.message || undefined}
          action={
            <div className="kk-material__state-actions">
              {onRetry && !load.locked && !load.notFound && (
                <Button variant="primary" onClick={onRetry}>
                  <Trans>Coba lagi</Trans>
                </Button>
              )}
              <ButtonLink href={paths.student.learning()} variant={onRetry ? 'outline' : 'primary'}>
                <Trans>Kembali ke peta belajar</Trans>
              </ButtonLink>
            </div>
          }
        />
      </div>
    );
  }
  return <>{children(load.data)}</>;
}

function NeighbourLink({ link, direction }: { link: MaterialLink | null; direction: 'previous' | 'next' }) {
  const { title } = useTexts();
  if (!link) return <span />;
  const label = direction === 'previous' ? <Trans>Sebelumnya</Trans> : <Trans>Berikutnya</Trans>;
  const content = (
    <>
      <span className="kk-material__nav-dir">
        {direction === 'previous' ? '← ' : ''}
        {label}
        {direction === 'next' ? ' →' : ''}
      </span>
      <span className="kk-material__nav-title">{title(link.title)}</span>
    </>
  );
  if (!link.is_unlock) {
    return (
      <span className={`kk-material__nav kk-material__nav--${direction} is-locked`} aria-disabled="true">
        {content}
        <span className="kk-material__nav-lock">
          <Trans>Terkunci</Trans>
        </span>
      </span>
    );
  }
  return (
    <Link
      className={`kk-material__nav kk-material__nav--${direction}`}
      href={paths.student.learningMaterial(link.relation, link.id)}
      rel={direction === 'previous' ? 'prev' : 'next'}
    >
      {content}
    </Link>
  );
}

export function MaterialFrame({
  data,
  children,
  variant,
}: {
  data: MaterialScreenData;
  children: ReactNode;
  /** `slide`: wide, and clear of the floating bar. */
  variant?: 'slide';
}) {
  const { title, description } = useTexts();
  const { t } = useLingui();
  const m = data.material;
  return (
    <article className={variant === 'slide' ? 'kk-material kk-material--wide kk-material--slide' : 'kk-material'}>
      <header className="kk-material__head">
        <nav className="kk-material__crumbs" aria-label={t`Lokasi materi`}>
          <Link href={paths.student.learning()}>
            <Trans>Peta belajar</Trans>
          </Link>
          <span aria-hidden="true"> › </span>
          <span>
            {data.chapter.is_trial ? (
              <Trans>Bab Percobaan {data.chapter.order}</Trans>
            ) : (
              <Trans>Bab {data.chapter.order}</Trans>
            )}
            {': '}
            {title(data.chapter.title)}
          </span>
          <span aria-hidden="true"> › </span>
          <span>{title(data.topic.title)}</span>
        </nav>
        <div className="kk-material__title-row">
          <h1 className="kk-material__title">{title(m.title)}</h1>
          <span
            className={`kk-material__kind kk-material__kind--${m.relation.startsWith('submission') ? 'project' : m.relation}`}
          >
            <MaterialKind relation={m.relation} />
          </span>
          {m.is_finish ? (
            <span className="kk-material__done">
              <Trans>Selesai</Trans>
            </span>
          ) : null}
        </div>
        <RichTextView className="kk-material__desc" html={description(m.description)} />
      </header>
      <div className="kk-material__body">{children}</div>
      <nav className="kk-material__footer" aria-label={t`Navigasi materi`}>
        <NeighbourLink link={data.previous} direction="previous" />
        <NeighbourLink link={data.next} direction="next" />
      </nav>
    </article>
  );
}
