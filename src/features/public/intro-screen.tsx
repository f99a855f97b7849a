/** /intro: the robot guide introduces the course in 3 steps (next / previous), then leads to /dashboard. */
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { Button } from '../../ui/button';
import { Robot } from './robot';
import './public-pages.css';

export default function IntroScreen() {
  const [, navigate] = useLocation();
  const [step, setStep] = useState(0);
  const steps: { title: ReactNode; text: ReactNode; mood: 'wave' | 'point' | 'cheer' }[] = [
    {
      title: <Trans>Halo! Aku Kobi, pemandumu.</Trans>,
      text: (
        <Trans>
          Selamat datang di KelasKoding. Kamu akan belajar membuat website dari nol: HTML, CSS, JavaScript sampai PHP.
          Aku akan menemanimu di setiap langkah.
        </Trans>
      ),
      mood: 'wave',
    },
    {
      title: <Trans>Belajar dengan slide, video dan latihan</Trans>,
      text: (
        <Trans>
          Setiap topik berisi slide dan video singkat, kuis, serta latihan coding langsung di code editor. Jawabanmu
          dicek otomatis, jadi kamu langsung tahu bagian mana yang perlu diperbaiki.
        </Trans>
      ),
      mood: 'point',
    },
    {
      title: <Trans>Kirim project, dapat review mentor</Trans>,
      text: (
        <Trans>
          Di akhir bab kamu membuat project yang diulas oleh mentor profesional. Mulai dari bab percobaan gratis, lalu
          berlangganan untuk membuka semua bab.
        </Trans>
      ),
      mood: 'cheer',
    },
  ];
  const current = steps[step]!;
  const last = step === steps.length - 1;
  return (
    <section className="kk-intro kk-container">
      <div className="kk-intro__card kk-card">
        <div className="kk-intro__robot">
          <Robot mood={current.mood} />
        </div>
        <div className="kk-intro__content">
          <p className="kk-intro__step" aria-live="polite">
            <Trans>
              Langkah {step + 1} dari {steps.length}
            </Trans>
          </p>
          <h1>{current.title}</h1>
          <p className="kk-intro__text">{current.text}</p>
          <ol className="kk-intro__dots" aria-hidden="true">
            {steps.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the steps are fixed
              <li key={i} className={i === step ? 'is-active' : i < step ? 'is-done' : ''} />
            ))}
          </ol>
          <div className="kk-intro__actions">
            <Button variant="outline" onClick={() => setStep((s) => s - 1)} disabled={step === 0}>
              <Trans>Sebelumnya</Trans>
            </Button>
            {last ? (
              <Button onClick={() => navigate(paths.student.dashboard())}>
                <Trans>Mulai belajar</Trans>
              </Button>
            ) : (
              <Button onClick={() => setStep((s) => s + 1)}>
                <Trans>Berikutnya</Trans>
              </Button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
