/**
 * The addresses the client app answers (docs/decisions/0003-product-and-screens.md), shared by its route table (`src/app/routes.tsx`
 * types each entry's path against this list) and the server, which sends the app shell with status
 * 404 for any other address, so browsers still show the app's 404 page while crawlers, link checkers
 * and monitors see a real 404.
 *
 * Patterns use wouter's syntax (`:param`, `:param?` for an optional last segment) and are matched
 * the way wouter matches them: whole path, case-insensitive, optional trailing slash.
 */
const MATERIAL_KINDS = ['practice', 'quiz', 'slide', 'submission', 'video'] as const;

export const APP_ROUTE_PATHS = [
  '/',
  '/index.html',
  '/terms',
  '/intro',
  '/payment/:status?',
  '/certificates/:id',
  '/restricted',
  '/signin',
  '/signup',
  '/mentor',
  '/admin',
  '/testing/test',
  '/testing/behaviour',
  '/testing/quill',
  '/dashboard',
  '/learning',
  '/learning/slide',
  '/learning/video',
  '/learning/quiz',
  '/learning/practice',
  '/learning/submission',
  '/submissions',
  '/review',
  '/certificates',
  '/account',
  '/subscription',
  '/subscription/receipt/:invoiceId',
  '/mentor/dashboard',
  '/mentor/student/:progressId?',
  '/mentor/submission/list',
  '/mentor/submission',
  '/mentor/help',
  '/mentor/material',
  '/mentor/account',
  '/admin/dashboard',
  '/admin/preview',
  '/admin/student',
  '/admin/mentor',
  '/admin/mentor/students',
  '/admin/package',
  '/admin/payment',
  '/admin/subscription',
  '/admin/certificates',
  '/admin/course',
  '/admin/course/:id',
  '/admin/course/:id/:chapterId',
  '/admin/course/:id/:chapterId/:topicId',
  ...MATERIAL_KINDS.flatMap((kind) => [
    `/admin/course/:id/:chapterId/:topicId/${kind}` as const,
    `/admin/course/:id/:chapterId/:topicId/${kind}/edit` as const,
  ]),
] as const;

export type AppRoutePath = (typeof APP_ROUTE_PATHS)[number];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The regular expression wouter's default parser builds for `pattern` (without its `loose` mode). */
export function routePattern(pattern: string): RegExp {
  let source = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (!segment.startsWith(':')) source += `/${escapeRegExp(segment)}`;
    else source += segment.endsWith('?') ? '(?:/([^/]+?))?' : '/([^/]+?)';
  }
  return new RegExp(`^${source}/?$`, 'i');
}

const compiled = APP_ROUTE_PATHS.map(routePattern);

/** Whether the client app has a screen at `pathname` (no query string). */
export function isAppRoute(pathname: string): boolean {
  return compiled.some((pattern) => pattern.test(pathname));
}
