/**
 * The sign-up form's bot check, whichever the server configured (`GET /api/bot-check/config`):
 * the ALTCHA widget (default), Google reCAPTCHA v3 (invisible, score based: its script loads only in
 * this mode), or nothing. The screen asks for a token at submit through `BotCheckHandle` and shows
 * the server's `botCheck` field error here.
 */
import { useLingui } from '@lingui/react/macro';
import { lazy, type Ref, Suspense, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { getErrorMessage, quietApiClient, read } from '../../../api-client';
import { executeRecaptcha, loadRecaptcha } from './recaptcha-script';
import { type BotCheckConfig, BotCheckError, type BotCheckHandle } from './types';
import './bot-check.css';

const AltchaCheck = lazy(() => import('./altcha-check'));

let configRequest: Promise<BotCheckConfig> | null = null;

/** The server's bot-check configuration, asked once per page (again after a failure). */
function loadConfig(): Promise<BotCheckConfig> {
  configRequest ??= read(quietApiClient.api['bot-check'].config.$get())
    .then((body) => body.data)
    .catch((error: unknown) => {
      configRequest = null;
      throw error;
    });
  return configRequest;
}

export type BotCheckFieldProps = {
  ref?: Ref<BotCheckHandle>;
  /** The bot-check error to show (from the server or from `token()`). */
  error?: string | undefined;
};

export function BotCheckField({ ref, error }: BotCheckFieldProps) {
  const { t } = useLingui();
  const errorId = useId();
  const [config, setConfig] = useState<BotCheckConfig | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const altcha = useRef<BotCheckHandle>(null);

  useEffect(() => {
    let live = true;
    loadConfig().then(
      (loaded) => {
        if (!live) return;
        setConfig(loaded);
        // Load Google's script early, so its failure shows before the visitor submits.
        if (loaded.provider === 'recaptcha')
          loadRecaptcha(loaded.siteKey, loaded.version).catch((e: unknown) => live && setProblem(getErrorMessage(e)));
      },
      (e: unknown) => live && setProblem(getErrorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      async token() {
        let current: BotCheckConfig;
        try {
          current = await loadConfig();
        } catch (e) {
          throw new BotCheckError(getErrorMessage(e));
        }
        if (current.provider === 'off') return undefined;
        if (current.provider === 'recaptcha') return executeRecaptcha(current.siteKey, current.version, current.action);
        const handle = altcha.current;
        if (!handle) throw new BotCheckError(t`Verifikasi bukan robot belum siap. Coba lagi sebentar lagi.`);
        return handle.token();
      },
      reset() {
        altcha.current?.reset();
      },
    }),
    [t],
  );

  if (config?.provider === 'off') return null;
  const shown = error ?? problem;
  const className = ['kk-field', 'kk-field--full', 'kk-bot-check', shown ? 'kk-field--invalid' : ''].filter(Boolean);
  return (
    <fieldset className={className.join(' ')}>
      <legend className="kk-visually-hidden">{t`Verifikasi bukan robot`}</legend>
      {config?.provider === 'altcha' ? (
        <Suspense fallback={null}>
          <AltchaCheck ref={altcha} challengeUrl={config.challengeUrl} describedBy={shown ? errorId : undefined} />
        </Suspense>
      ) : null}
      {config?.provider === 'recaptcha' ? (
        <p className="kk-bot-check__note">{t`Pendaftaran dilindungi reCAPTCHA v3 dari Google.`}</p>
      ) : null}
      {shown ? (
        <p id={errorId} className="kk-field__error" role="alert">
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}
