/** The landing page's screen name, shared by the route table and the built landing page (src/app/prerender). */
import { msg } from '@lingui/core/macro';

export const LANDING_TITLE = msg`Beranda`;
