/**
 * `/learning`: the course map. Trial and paid chapters (numbered separately), topics and materials with
 * their type and state (finished, current, locked). Unlocked materials open their screen; locked paid
 * chapters point to the subscription page.
 */

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { wholePercent } from '../../lib/figures';
import { Button, ButtonLink } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { RichTextView } from '../../ui/rich-text-view';
import { LoadingState } from '../../ui/spinner';
import { MapCertificateStanding } from './certificate-standing';
import type { Chapter, Material } from './learning-types';
import { MaterialKind } from './material-kind';
import { useLearning } from './use-learning';
import { useTexts } from './use-texts';
import './progress-bar.css';
import './learning.css';

function MaterialState({ material }: { material: Material }) {
  if (material.is_finish) return <Trans>Selesai</Trans>;
  if (material.is_current) return <Trans>Sedang dipelajari</Trans>;
  if (material.is_unlock) return <Trans>Terbuka</Trans>;
  return material.lock_reason === 'subscription' ? <Trans>Terkunci · berlangganan</Trans> : <Trans>Terkunci</Trans>;
}

function stateClass(m: Material): string {
  if (m.is_finish) return 'is-finished';
  if (m.is_current) return 'is-current';
  return m.is_unlock ? 'is-open' : 'is-locked';
}

function MaterialRow({ material }: { material: Material }) {
  const { title } = useTexts();
  const kind = material.relation.startsWith('submission') ? 'project' : material.relation;
  const body = (
    <>
      <span className={`kk-map__icon kk-map__icon--${kind}`} aria-hidden="true" />
      <span className="kk-map__m-title">{title(material.title)}</span>
      <span className="kk-map__m-kind">
        <MaterialKind relation={material.relation} />
        {material.relation === 'submission-exam' ? (
          <span className="kk-map__exam">
            {' · '}
            <Trans>Final Exam</Trans>
          </span>
        ) : null}
      </span>
      <span className="kk-map__m-state">
        <MaterialState material={material} />
        {material.score !== null && material.is_finish ? ` · ${material.score}` : ''}
      </span>
    </>
  );
  return (
    <li className={`kk-map__material ${stateClass(material)}`} data-material-id={material.id}>
      {material.is_unlock ? (
        <Link
          className="kk-map__m-link"
          href={paths.student.learningMaterial(material.relation, material.id)}
          aria-current={material.is_current ? 'step' : undefined}
        >
          {body}
        </Link>
      ) : (
        <span className="kk-map__m-link" aria-disabled="true">
          {body}
        </span>
      )}
    </li>
  );
}

function ChapterCard({ chapter }: { chapter: Chapter }) {
  const { title, description } = useTexts();
  const materials = chapter.topics.flatMap((t) => t.materials);
  const finished = materials.filter((m) => m.is_finish).length;
  return (
    <section
      className={chapter.is_unlock ? 'kk-map__chapter' : 'kk-map__chapter is-locked'}
      aria-labelledby={`kk-chapter-${chapter.id}`}
      data-chapter-id={chapter.id}
    >
      <header className="kk-map__c-head">
        <p className="kk-map__c-order">
          <span className="kk-map__c-number">
            {chapter.is_trial ? <Trans>Bab Percobaan {chapter.order}</Trans> : <Trans>Bab {chapter.order}</Trans>}
          </span>
          {chapter.is_finish ? (
            <span className="kk-map__badge kk-map__badge--done">
              <Trans>Selesai</Trans>
            </span>
          ) : null}
          {!chapter.is_unlock ? (
            <span className="kk-map__badge kk-map__badge--locked">
              <Trans>Perlu berlangganan</Trans>
            </span>
          ) : null}
        </p>
        <h2 id={`kk-chapter-${chapter.id}`} className="kk-map__c-title">
          {title(chapter.title)}
        </h2>
        <RichTextView className="kk-map__c-desc" html={description(chapter.description)} />
        <p className="kk-map__c-count">
          <Trans>
            {finished} dari {materials.length} materi selesai
          </Trans>
        </p>
      </header>
      {chapter.topics.map((topic) => (
        <div key={topic.id} className="kk-map__topic">
          <h3 className="kk-map__t-title">{title(topic.title)}</h3>
          <RichTextView className="kk-map__t-desc" html={description(topic.description)} />
          <ul className="kk-map__materials">
            {topic.materials.map((m) => (
              <MaterialRow key={m.id} material={m} />
            ))}
          </ul>
        </div>
      ))}
      {!chapter.is_unlock ? (
        <div className="kk-map__c-lock">
          <ButtonLink href={paths.student.subscription()} variant="secondary" size="sm">
            <Trans>Berlangganan untuk membuka bab ini</Trans>
          </ButtonLink>
        </div>
      ) : null}
    </section>
  );
}

export default function LearningScreen() {
  const { t } = useLingui();
  const { status, error, chapters, meta, reload } = useLearning();
  const { number } = useTexts();
  if (status === 'idle' || (status === 'loading' && chapters.length === 0)) return <LoadingState fullPage />;
  if (status === 'error' && chapters.length === 0) {
    return (
      <div className="kk-map">
        <EmptyState
          title={<Trans>Peta belajar tidak dapat dimuat</Trans>}
          description={error ?? undefined}
          action={
            <Button variant="primary" onClick={() => void reload()}>
              <Trans>Coba lagi</Trans>
            </Button>
          }
        />
      </div>
    );
  }
  const trial = chapters.filter((c) => c.is_trial) as Chapter[];
  const paid = chapters.filter((c) => !c.is_trial) as Chapter[];
  return (
    <div className="kk-map">
      <header className="kk-map__head">
        <h1>
          <Trans>Peta belajar</Trans>
        </h1>
        {meta ? (
          <div className="kk-map__summary">
            <span>
              <Trans>Progres: {number(wholePercent(meta.progress.percentage))}%</Trans>
            </span>
            <progress
              className="kk-progress"
              max={100}
              value={meta.progress.percentage}
              aria-label={t`Progres kursus`}
            />
            {meta.next_material ? (
              <ButtonLink
                href={paths.student.learningMaterial(meta.next_material.relation, meta.next_material.id)}
                size="sm"
              >
                <Trans>Lanjutkan belajar</Trans>
              </ButtonLink>
            ) : null}
          </div>
        ) : null}
      </header>
      {meta?.trial_finished && !meta.subscribed ? (
        <div className="kk-map__trial-done" role="status">
          <p>
            <Trans>Kamu telah menyelesaikan bab percobaan. Berlangganan untuk melanjutkan ke bab berbayar.</Trans>
          </p>
          <ButtonLink href={paths.student.subscription()} variant="primary">
            <Trans>Lihat paket berlangganan</Trans>
          </ButtonLink>
        </div>
      ) : null}
      {chapters.length === 0 ? <EmptyState /> : null}
      <MapCertificateStanding />
      {trial.length > 0 ? (
        <div className="kk-map__group">
          <h2 className="kk-map__group-title">
            <Trans>Bab percobaan (gratis)</Trans>
          </h2>
          {trial.map((c) => (
            <ChapterCard key={c.id} chapter={c} />
          ))}
        </div>
      ) : null}
      {paid.length > 0 ? (
        <div className="kk-map__group">
          <h2 className="kk-map__group-title">
            <Trans>Bab berbayar</Trans>
          </h2>
          {paid.map((c) => (
            <ChapterCard key={c.id} chapter={c} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
