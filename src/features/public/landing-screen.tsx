/**
 * The landing page (docs/decisions/0003-product-and-screens.md): flexible study time, mentor help, slides and videos, a code editor
 * for practice, code review by professionals, quizzes, the curriculum and student stories, with a
 * free-trial call to action.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { ButtonLink } from '../../ui/button';
import './landing.css';

type Feature = { icon: string; title: ReactNode; text: ReactNode };

const ICONS = {
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  mentor: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4.3-6 8-6s7 2 8 6',
  slides: 'M3 5h18v12H3zM8 21h8M12 17v4M10 9l4 2-4 2z',
  editor: 'M8 8l-4 4 4 4M16 8l4 4-4 4M13 5l-2 14',
  review: 'M4 4h16v12H8l-4 4zM8 9h8M8 12h5',
  quiz: 'M9 9a3 3 0 1 1 4 2.8c-.6.3-1 .9-1 1.6V14M12 17.5v.5M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
};

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CodeWindow() {
  return (
    <div className="kk-hero__window" aria-hidden="true">
      <div className="kk-hero__window-bar">
        <span />
        <span />
        <span />
        <em>index.html</em>
      </div>
      <div className="kk-hero__window-body">
        <div className="kk-hero__check">
          <span className="kk-hero__check-icon">✓</span>
          <Trans>Semua tes lulus — kerja bagus!</Trans>
        </div>
        <pre>
          <code>
            <span className="tok-com">&lt;!-- Bab 1: Halaman pertamaku --&gt;</span>
            {'\n'}
            <span className="tok-tag">&lt;main</span> <span className="tok-fn">class</span>=
            <span className="tok-str">"hero"</span>
            <span className="tok-tag">&gt;</span>
            {'\n  '}
            <span className="tok-tag">&lt;h1&gt;</span>Halo, KelasKoding!<span className="tok-tag">&lt;/h1&gt;</span>
            {'\n  '}
            <span className="tok-tag">&lt;button</span> <span className="tok-fn">onclick</span>=
            <span className="tok-str">"mulai()"</span>
            <span className="tok-tag">&gt;</span>Mulai<span className="tok-tag">&lt;/button&gt;</span>
            {'\n'}
            <span className="tok-tag">&lt;/main&gt;</span>
          </code>
        </pre>
      </div>
      <div className="kk-hero__review">
        <span className="kk-avatar" aria-hidden="true">
          RA
        </span>
        <div>
          <strong>
            <Trans>Review mentor</Trans>
          </strong>
          <p>
            <Trans>Struktur HTML-mu sudah rapi. Coba tambahkan atribut alt pada gambar.</Trans>
          </p>
        </div>
      </div>
    </div>
  );
}

export default function LandingScreen() {
  const { t } = useLingui();
  const features: Feature[] = [
    {
      icon: ICONS.clock,
      title: <Trans>Waktu belajar fleksibel</Trans>,
      text: <Trans>Belajar kapan saja dan di mana saja sesuai ritmemu. Progres tersimpan otomatis.</Trans>,
    },
    {
      icon: ICONS.mentor,
      title: <Trans>Dibantu mentor</Trans>,
      text: <Trans>Mentor memantau progresmu dan siap membantu saat kamu menemui kendala.</Trans>,
    },
    {
      icon: ICONS.slides,
      title: <Trans>Slide dan video</Trans>,
      text: <Trans>Materi ringkas dengan slide interaktif dan video yang mudah diikuti.</Trans>,
    },
    {
      icon: ICONS.editor,
      title: <Trans>Code editor untuk latihan</Trans>,
      text: <Trans>Tulis kode langsung di browser, lihat preview-nya, dan jawabanmu dicek seketika.</Trans>,
    },
    {
      icon: ICONS.review,
      title: <Trans>Code review oleh profesional</Trans>,
      text: <Trans>Project-mu diulas oleh developer berpengalaman, bukan sekadar dinilai mesin.</Trans>,
    },
    {
      icon: ICONS.quiz,
      title: <Trans>Kuis di setiap topik</Trans>,
      text: <Trans>Uji pemahamanmu dengan kuis singkat sebelum melangkah ke materi berikutnya.</Trans>,
    },
  ];
  const curriculum = [
    {
      code: 'HTML',
      title: t`Struktur halaman web`,
      text: t`Tag, atribut, form, tabel dan semantik HTML5.`,
      color: '#c2410c',
    },
    {
      code: 'CSS',
      title: t`Tampilan yang menarik`,
      text: t`Selector, box model, flexbox, grid dan desain responsif.`,
      color: '#1d68c9',
    },
    {
      code: 'JS',
      title: t`Halaman yang interaktif`,
      text: t`Variabel, fungsi, DOM, event dan logika program.`,
      color: '#8a6100',
    },
    {
      code: 'PHP',
      title: t`Back-end dengan Laravel`,
      text: t`Routing, controller, database dan aplikasi web utuh.`,
      color: '#6941c6',
    },
  ];
  const stories = [
    {
      name: 'Rina Aprilia',
      role: t`Front-end Developer di startup Jakarta`,
      quote: t`Dulu aku nggak tahu apa itu HTML. Review mentor bikin aku paham kenapa kodeku salah, bukan cuma apa yang salah.`,
    },
    {
      name: 'Dimas Pratama',
      role: t`Mahasiswa Teknik Informatika`,
      quote: t`Latihan di code editor dengan pengecekan langsung itu juara. Aku belajar sambil kuliah, jadwalnya fleksibel banget.`,
    },
    {
      name: 'Sari Wulandari',
      role: t`Freelance Web Developer`,
      quote: t`Project akhir dari KelasKoding jadi portofolio pertamaku. Sekarang aku sudah dapat klien sendiri.`,
    },
  ];
  return (
    <div className="kk-landing">
      <section className="kk-hero">
        <div className="kk-hero__inner">
          <div className="kk-hero__copy">
            <span className="kk-eyebrow">
              <Trans>Kursus coding online dengan mentor</Trans>
            </span>
            <h1 className="kk-hero__title">
              <Trans>
                Jadi web developer, <span className="kk-hero__accent">belajar sesuai waktumu.</span>
              </Trans>
            </h1>
            <p className="kk-hero__lead">
              <Trans>
                Kuasai HTML, CSS, JavaScript dan PHP lewat slide, video, kuis dan latihan langsung di code editor —
                dengan mentor profesional yang mengulas setiap project-mu.
              </Trans>
            </p>
            <div className="kk-hero__cta">
              <ButtonLink href={paths.signup()} size="lg">
                <Trans>Coba gratis sekarang</Trans>
              </ButtonLink>
              <ButtonLink href={paths.signin()} size="lg" variant="outline">
                <Trans>Saya sudah punya akun</Trans>
              </ButtonLink>
            </div>
            <ul className="kk-hero__facts">
              <li>
                <strong>4</strong> <Trans>bahasa pemrograman</Trans>
              </li>
              <li>
                <strong>100+</strong> <Trans>latihan coding</Trans>
              </li>
              <li>
                <strong>1:1</strong> <Trans>review mentor</Trans>
              </li>
            </ul>
          </div>
          <CodeWindow />
        </div>
      </section>

      <LandingSection
        id="fitur"
        eyebrow={<Trans>Kenapa KelasKoding</Trans>}
        title={<Trans>Semua yang kamu butuhkan untuk belajar coding</Trans>}
      >
        <div className="kk-features">
          {features.map((f) => (
            <article key={f.icon} className="kk-feature">
              <div className="kk-feature__icon">
                <Icon d={f.icon} />
              </div>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </article>
          ))}
        </div>
      </LandingSection>

      <LandingSection
        id="kurikulum"
        tinted
        eyebrow={<Trans>Kurikulum</Trans>}
        title={<Trans>Dari halaman pertama sampai aplikasi web utuh</Trans>}
        lead={
          <Trans>
            Mulai dari bab percobaan gratis, lalu lanjutkan ke bab berbayar dengan project di setiap akhir bab.
          </Trans>
        }
      >
        <ol className="kk-curriculum">
          {curriculum.map((c, i) => (
            <li key={c.code} className="kk-curriculum__item">
              <span className="kk-curriculum__badge" style={{ background: c.color }}>
                {c.code}
              </span>
              <div>
                <span className="kk-curriculum__step">
                  <Trans>Bab {i + 1}</Trans>
                </span>
                <h3>{c.title}</h3>
                <p>{c.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </LandingSection>

      <LandingSection
        id="cerita"
        eyebrow={<Trans>Cerita sukses</Trans>}
        title={<Trans>Mereka sudah memulai. Giliranmu.</Trans>}
      >
        <div className="kk-stories">
          {stories.map((s) => (
            <figure key={s.name} className="kk-story">
              <blockquote>“{s.quote}”</blockquote>
              <figcaption>
                <span className="kk-avatar" aria-hidden="true">
                  {s.name
                    .split(' ')
                    .map((p) => p[0])
                    .join('')}
                </span>
                <span>
                  <strong>{s.name}</strong>
                  <small>{s.role}</small>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </LandingSection>

      <section className="kk-cta">
        <div className="kk-cta__inner">
          <div>
            <h2>
              <Trans>Mulai bab percobaan gratis hari ini</Trans>
            </h2>
            <p>
              <Trans>Daftar dalam satu menit. Tanpa kartu kredit, tanpa komitmen.</Trans>
            </p>
          </div>
          <ButtonLink href={paths.signup()} size="lg">
            <Trans>Coba gratis sekarang</Trans>
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

/** A section of the landing page below the hero: its eyebrow, heading and lead, then its content. */
function LandingSection({
  id,
  tinted,
  eyebrow,
  title,
  lead,
  children,
}: {
  id: string;
  tinted?: boolean;
  eyebrow: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className={tinted ? 'kk-section kk-section--tinted' : 'kk-section'}>
      <div className="kk-section__inner">
        <header className="kk-section__head">
          <span className="kk-eyebrow">{eyebrow}</span>
          <h2>{title}</h2>
          {lead ? <p>{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
