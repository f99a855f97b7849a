/** "Skip to content" for keyboard users: the first focusable element of every layout. */
import { Trans } from '@lingui/react/macro';

export const MAIN_ID = 'kk-main';

export function SkipLink() {
  return (
    <a className="kk-skip" href={`#${MAIN_ID}`}>
      <Trans>Langsung ke konten</Trans>
    </a>
  );
}
