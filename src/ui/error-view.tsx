/**
 * The error page (docs/decisions/0003-product-and-screens.md): 404, 429 and other statuses, each with a Home button. Screens show it
 * for a failed page validity check (`<ErrorView status={404} />`, "This page could not be found").
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ButtonLink } from './button';
import './error-view.css';

export type ErrorViewProps = {
  status: number;
  /** Where the Home button leads (default `/`). */
  homeHref?: string;
};

export function ErrorView({ status, homeHref = '/' }: ErrorViewProps) {
  let title: ReactNode;
  let text: ReactNode;
  if (status === 404) {
    title = <Trans>This page could not be found</Trans>;
    text = <Trans>We can't find the page you're looking for. please try again or head back to home</Trans>;
  } else if (status === 429) {
    title = <Trans>Too many request to server</Trans>;
    text = <Trans>You have sent too many request to server. please try again or head back to home</Trans>;
  } else {
    title = <Trans>Terjadi kesalahan</Trans>;
    text = <Trans>Sorry, an error occured. please try again or head back to home</Trans>;
  }
  return (
    <main className="kk-error kk-page" data-status={status}>
      <div className="kk-error__code" aria-hidden="true">
        {status}
      </div>
      <h1 className="kk-error__title">
        <span className="kk-visually-hidden">{status} </span>
        {title}
      </h1>
      <p className="kk-error__text">{text}</p>
      <ButtonLink href={homeHref} size="lg">
        <Trans>Home</Trans>
      </ButtonLink>
    </main>
  );
}
