/**
 * The ALTCHA widget (`<altcha-widget>`, a web component) for `BOT_CHECK=altcha`. The widget's code is
 * imported here on first render, so it loads with /signup only and never with the landing page.
 * It is a real checkbox ("Saya bukan robot") that takes Tab and Space and announces its state; its
 * texts come from our catalogs. Solving starts as soon as the visitor works in the form (or at
 * submit), in web workers, so the proof of work is usually done before the form is.
 */
import { useLingui } from '@lingui/react/macro';
import type { State, WidgetMethods } from 'altcha/types';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { toLocale } from '../../../i18n';
import { Spinner } from '../../../ui/spinner';
import { BotCheckError, type BotCheckHandle } from './types';

type Widget = AltchaWidgetElement & WidgetMethods;
type StateChange = CustomEvent<{ state: State; payload?: string }>;

/** Shortest time the widget shows "verifying", so the change is seen and announced (ms). */
const MIN_DURATION_MS = 300;

export type AltchaCheckProps = {
  ref?: Ref<BotCheckHandle>;
  challengeUrl: string;
  /** id of the error text under the widget, for `aria-describedby`. */
  describedBy?: string | undefined;
};

export default function AltchaCheck({ ref, challengeUrl, describedBy }: AltchaCheckProps) {
  const { t, i18n } = useLingui();
  const locale = toLocale(i18n.locale);
  const widget = useRef<Widget>(null);
  const payload = useRef<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('altcha').then(
      () => live && setLoaded(true),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  // The widget reads its texts from the global registry under its `language`: register ours.
  useEffect(() => {
    if (!loaded) return;
    globalThis.$altcha.i18n.set(locale, {
      ariaLinkLabel: t`ALTCHA (situs resmi)`,
      cancel: t`Batal`,
      enterCode: t`Masukkan kode`,
      enterCodeAria: t`Masukkan kode yang kamu dengar. Tekan Spasi untuk memutar audio.`,
      enterCodeFromImage: t`Untuk melanjutkan, masukkan kode dari gambar di bawah.`,
      error: t`Verifikasi gagal. Coba lagi nanti.`,
      expired: t`Verifikasi kedaluwarsa. Coba lagi.`,
      footer: `${t`Dilindungi oleh`} <a href="https://altcha.org/" tabindex="-1" target="_blank" rel="noopener">ALTCHA</a>`,
      getAudioChallenge: t`Minta tantangan audio`,
      label: t`Saya bukan robot`,
      loading: t`Memuat…`,
      reload: t`Muat ulang`,
      verify: t`Verifikasi`,
      verificationRequired: t`Verifikasi diperlukan!`,
      verified: t`Terverifikasi`,
      verifying: t`Memverifikasi…`,
      waitAlert: t`Memverifikasi… mohon tunggu.`,
    });
  }, [loaded, locale, t]);

  useEffect(() => {
    const element = widget.current;
    if (!loaded || !element) return;
    const onStateChange = (event: Event) => {
      const { state, payload: solved } = (event as StateChange).detail;
      payload.current = state === 'verified' && solved ? solved : null;
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, [loaded]);

  useImperativeHandle(
    ref,
    () => ({
      async token() {
        if (payload.current) return payload.current;
        const element = widget.current;
        if (!element) throw new BotCheckError(t`Verifikasi bukan robot belum siap. Coba lagi sebentar lagi.`);
        try {
          const result = await element.verify();
          if (result?.payload) return result.payload;
        } catch {
          // Reported below, like an unsolved challenge.
        }
        throw new BotCheckError(t`Verifikasi bukan robot gagal. Centang kotaknya untuk mencoba lagi.`);
      },
      reset() {
        payload.current = null;
        widget.current?.reset();
      },
    }),
    [t],
  );

  if (loadFailed)
    return (
      <p className="kk-field__error" role="alert">
        {t`Verifikasi bukan robot gagal dimuat. Muat ulang halaman ini.`}
      </p>
    );
  if (!loaded)
    return (
      <p className="kk-bot-check__loading">
        <Spinner /> {t`Memuat verifikasi…`}
      </p>
    );
  return (
    <altcha-widget
      ref={widget}
      challenge={challengeUrl}
      language={locale}
      name="botCheck"
      auto="onfocus"
      configuration={JSON.stringify({ minDuration: MIN_DURATION_MS })}
      aria-describedby={describedBy}
    />
  );
}
