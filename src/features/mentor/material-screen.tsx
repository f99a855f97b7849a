/**
 * /mentor/material: the course content read-only, as a student sees it — chapters → topics →
 * materials; picking a material shows its slides, video, quiz questions, practice tasks or project brief.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Answer } from '../../../workers/checker/api';
import { getErrorMessage } from '../../api-client';
import { EmptyState } from '../../ui/empty-state';
import { sanitizeRichText } from '../../ui/rich-text-sanitize';
import { RichTextView } from '../../ui/rich-text-view';
import { LoadingState } from '../../ui/spinner';
import { type MaterialContent, mentorApi, type OutlineChapter } from './mentor-api';
import './mentor.css';
import { useMaterialTypeLabel } from './mentor-labels';

function ruleText(rule: Answer): string {
  switch (rule.kind) {
    case 'html':
      return `HTML <${rule.tag}>${rule.attributes && rule.attributes !== '{}' ? ` ${rule.attributes}` : ''}`;
    case 'css':
      return `CSS ${rule.selector.join(', ')} ${rule.properties}`;
    case 'js':
      return `JS ${rule.jsAnswer}`;
    case 'behaviour':
      return `Test ${rule.message?.id || rule.message?.en || rule.test}`;
    case 'file':
      return `File ${rule.path ? `${rule.path}/` : ''}${rule.name}${rule.belongsTo === 'file' ? `.${rule.ext}` : '/'}`;
  }
}

export default function MentorMaterialScreen() {
  const { t } = useLingui();
  const typeLabel = useMaterialTypeLabel();
  const [outline, setOutline] = useState<{ data: OutlineChapter[] | null; error: string | null }>({
    data: null,
    error: null,
  });
  const [selected, setSelected] = useState<number | null>(null);
  const [content, setContent] = useState<{ data: MaterialContent | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: false,
  });

  useEffect(() => {
    mentorApi
      .outline()
      .then((res) => setOutline({ data: res.data, error: null }))
      .catch((error: unknown) => setOutline({ data: null, error: getErrorMessage(error) }));
  }, []);

  useEffect(() => {
    if (selected === null) return;
    let live = true;
    setContent({ data: null, error: null, loading: true });
    mentorApi
      .material(selected)
      .then((res) => live && setContent({ data: res.data, error: null, loading: false }))
      .catch((error: unknown) => live && setContent({ data: null, error: getErrorMessage(error), loading: false }));
    return () => {
      live = false;
    };
  }, [selected]);

  if (outline.error) return <EmptyState title={outline.error} />;
  if (!outline.data) return <LoadingState />;
  if (outline.data.length === 0) return <EmptyState />;

  return (
    <div className="mentor-page mm">
      <header className="mentor-page__head">
        <h1>
          <Trans>Materi kursus</Trans>
        </h1>
      </header>
      <div className="mm-body">
        <nav className="mm-outline mentor-card" aria-label={t`Daftar materi`}>
          {outline.data.map((chapter) => (
            <details key={chapter.id} open={chapter.isTrial || undefined}>
              <summary>
                <strong>{chapter.isTrial ? t`Trial` : t`Bab ${chapter.order}`}</strong> {chapter.title}
              </summary>
              {chapter.topics.map((topic) => (
                <div key={topic.id} className="mm-topic">
                  <p className="mm-topic__title">
                    {topic.order}. {topic.title}
                  </p>
                  <ul>
                    {topic.materials.map((m) => (
                      <li key={m.id}>
                        <button
                          type="button"
                          className={selected === m.id ? 'is-active' : undefined}
                          aria-current={selected === m.id ? 'true' : undefined}
                          onClick={() => setSelected(m.id)}
                        >
                          <span
                            className={`mm-type mm-type--${m.relation.startsWith('submission') ? 'project' : m.relation}`}
                          >
                            {typeLabel(m.relation)}
                          </span>
                          {m.title}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </details>
          ))}
        </nav>
        <section className="mm-content mentor-card" aria-live="polite">
          {selected === null ? (
            <EmptyState title={<Trans>Pilih materi untuk melihat isinya</Trans>} />
          ) : content.loading ? (
            <LoadingState />
          ) : content.error ? (
            <p className="mt-error" role="alert">
              {content.error}
            </p>
          ) : content.data ? (
            <MaterialView content={content.data} />
          ) : null}
        </section>
      </div>
    </div>
  );
}

function MaterialView({ content }: { content: MaterialContent }) {
  const { t } = useLingui();
  const typeLabel = useMaterialTypeLabel();
  return (
    <article className="mm-material">
      <p className="mm-type-line">{typeLabel(content.relation)}</p>
      <h2>{content.title}</h2>
      <RichTextView
        className="mt-muted"
        html={content.description ?? t`Deskripsi dalam bahasa ini belum tersedia, silakan perbarui.`}
      />

      {content.slides.map((slide, i) => (
        <section key={slide.id} className="mm-slide">
          <h3>
            {i + 1}. {slide.title}
          </h3>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: admin-written slide HTML, cleaned by the shared rich-text sanitiser */}
          <div className="mm-slide__content" dangerouslySetInnerHTML={{ __html: sanitizeRichText(slide.content) }} />
        </section>
      ))}

      {content.video ? (
        <video
          className="mm-video"
          controls
          preload="metadata"
          src={content.video.url}
          poster={content.video.poster ?? undefined}
        >
          <track kind="captions" />
        </video>
      ) : null}

      {content.questions.length > 0 ? (
        <ol className="mm-questions">
          {content.questions.map((q) => (
            <li key={q.id}>
              <p className="mm-q-title">{q.title}</p>
              <p>{q.question}</p>
              {q.example ? <pre className="mm-code">{q.example}</pre> : null}
              <ul className="mm-options">
                {q.answer.options.map((o) => (
                  <li key={o.id} className={o.key ? 'is-key' : undefined}>
                    {o.text} {o.key ? <span className="mm-key">{t`(jawaban benar)`}</span> : null}
                  </li>
                ))}
              </ul>
              {q.answer.options.every((o) => !o.key) && q.answer.key.length > 0 ? (
                <p className="mm-answer-key">
                  {t`Kunci jawaban`}:{' '}
                  {q.answer.key.map((k) => q.answer.options.find((o) => o.id === k)?.text ?? k).join(' → ')}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}

      {content.tasks.length > 0 ? (
        <ol className="mm-tasks">
          {content.tasks.map((task) => (
            <li key={task.id}>
              <p className="mm-q-title">{task.title}</p>
              <p>{task.question}</p>
              {task.example ? <pre className="mm-code">{task.example}</pre> : null}
              {task.answers.length > 0 ? (
                <ul className="mm-rules">
                  {task.answers.map((rule, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id and never reorder here
                    <li key={i}>
                      <code>{ruleText(rule)}</code>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}

      {content.project ? (
        <section className="mm-project">
          <h3>{content.project.title}</h3>
          <RichTextView className="mm-brief" html={content.project.brief} />
          {content.project.rules.length > 0 ? (
            <>
              <h4>
                <Trans>Aturan pemeriksaan</Trans>
              </h4>
              <ul className="mm-rules">
                {content.project.rules.map((rule, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id and never reorder here
                  <li key={i}>
                    <code>{ruleText(rule)}</code>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
    </article>
  );
}
