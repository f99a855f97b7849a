/**
 * THE route table (spec §2). One entry per route: `path` (wouter pattern; `:param?` is optional),
 * `layout` (which shell and guards wrap it, see router.tsx) and `screen` (a lazily loaded default
 * export from `src/features/...`). Add a screen with a one-line entry in your area's block.
 *
 * Layouts and their guards:
 * - `public`: top bar + footer, no guard (landing, terms, intro, payment, 404)
 * - `auth`: guest-only (a signed-in user goes to their dashboard)
 * - `student` / `mentor` / `admin`: that role only + desktop-only (mobile → /restricted)
 * - `bare`: no chrome and no guard (restricted, testing screens)
 *
 * Paths are matched in order, exactly (no prefix matching). Unmatched paths show the 404 page.
 */
import type { AppRoutePath } from '../../api/contracts/app-routes';
import { type LazyScreen, lazy } from './lazy-screen';

export type LayoutKind = 'public' | 'auth' | 'student' | 'mentor' | 'admin' | 'bare';

export type RouteEntry = {
  /** One of the addresses the server knows as the app's (`api/contracts/app-routes.ts`). */
  path: AppRoutePath;
  layout: LayoutKind;
  /** `lazy(() => import('../features/<area>/<name>-screen'))` (lazy from ./lazy-screen: React.lazy plus preload). */
  screen: LazyScreen;
};

const landing = lazy(() => import('../features/public/landing-screen'));
const adminMaterial = lazy(() => import('../features/admin/material-screen'));

export const routes: RouteEntry[] = [
  // ── Public and shared (H4) ────────────────────────────────────────────────
  { path: '/', layout: 'public', screen: landing },
  { path: '/index.html', layout: 'public', screen: landing },
  { path: '/terms', layout: 'public', screen: lazy(() => import('../features/public/terms-screen')) },
  { path: '/intro', layout: 'public', screen: lazy(() => import('../features/public/intro-screen')) },
  { path: '/payment/:status?', layout: 'public', screen: lazy(() => import('../features/public/payment-screen')) },
  { path: '/restricted', layout: 'bare', screen: lazy(() => import('../features/public/restricted-screen')) },

  // ── Guest-only logins and sign-up (H4) ──────────────────────────────────────
  { path: '/signin', layout: 'auth', screen: lazy(() => import('../features/public/signin-screen')) },
  { path: '/signup', layout: 'auth', screen: lazy(() => import('../features/public/signup-screen')) },
  { path: '/mentor', layout: 'auth', screen: lazy(() => import('../features/public/mentor-login-screen')) },
  { path: '/admin', layout: 'auth', screen: lazy(() => import('../features/public/admin-login-screen')) },

  // ── Testing screens (H2: /testing/test; /testing/quill) ─────────────────────
  { path: '/testing/test', layout: 'bare', screen: lazy(() => import('../features/testing/test-screen')) },
  { path: '/testing/quill', layout: 'bare', screen: lazy(() => import('../features/admin/quill-testing-screen')) },

  // ── Student (H5; practice, project and submissions screens: H8) ─────────────
  { path: '/dashboard', layout: 'student', screen: lazy(() => import('../features/student/dashboard-screen')) },
  { path: '/learning', layout: 'student', screen: lazy(() => import('../features/student/learning-screen')) },
  { path: '/learning/slide', layout: 'student', screen: lazy(() => import('../features/student/slide-screen')) },
  { path: '/learning/video', layout: 'student', screen: lazy(() => import('../features/student/video-screen')) },
  { path: '/learning/quiz', layout: 'student', screen: lazy(() => import('../features/student/quiz-screen')) },
  { path: '/learning/practice', layout: 'student', screen: lazy(() => import('../features/student/practice-screen')) },
  { path: '/learning/submission', layout: 'student', screen: lazy(() => import('../features/student/project-screen')) },
  { path: '/submissions', layout: 'student', screen: lazy(() => import('../features/student/submissions-screen')) },
  { path: '/account', layout: 'student', screen: lazy(() => import('../features/student/account-screen')) },
  { path: '/subscription', layout: 'student', screen: lazy(() => import('../features/student/subscription-screen')) },
  {
    path: '/subscription/receipt/:invoiceId',
    layout: 'student',
    screen: lazy(() => import('../features/student/receipt-screen')),
  },

  // ── Mentor (H6) ─────────────────────────────────────────────────────────────
  { path: '/mentor/dashboard', layout: 'mentor', screen: lazy(() => import('../features/mentor/dashboard-screen')) },
  {
    path: '/mentor/student/:progressId?',
    layout: 'mentor',
    screen: lazy(() => import('../features/mentor/student-screen')),
  },
  {
    path: '/mentor/submission/list',
    layout: 'mentor',
    screen: lazy(() => import('../features/mentor/submission-list-screen')),
  },
  { path: '/mentor/submission', layout: 'mentor', screen: lazy(() => import('../features/mentor/submission-screen')) },
  { path: '/mentor/material', layout: 'mentor', screen: lazy(() => import('../features/mentor/material-screen')) },
  { path: '/mentor/account', layout: 'mentor', screen: lazy(() => import('../features/mentor/account-screen')) },

  // ── Admin (H7) ──────────────────────────────────────────────────────────────
  { path: '/admin/dashboard', layout: 'admin', screen: lazy(() => import('../features/admin/dashboard-screen')) },
  { path: '/admin/student', layout: 'admin', screen: lazy(() => import('../features/admin/student-screen')) },
  { path: '/admin/mentor', layout: 'admin', screen: lazy(() => import('../features/admin/mentor-screen')) },
  {
    path: '/admin/mentor/students',
    layout: 'admin',
    screen: lazy(() => import('../features/admin/mentor-students-screen')),
  },
  { path: '/admin/package', layout: 'admin', screen: lazy(() => import('../features/admin/package-screen')) },
  { path: '/admin/payment', layout: 'admin', screen: lazy(() => import('../features/admin/payment-screen')) },
  { path: '/admin/subscription', layout: 'admin', screen: lazy(() => import('../features/admin/subscription-screen')) },
  { path: '/admin/course', layout: 'admin', screen: lazy(() => import('../features/admin/course-screen')) },
  { path: '/admin/course/:id', layout: 'admin', screen: lazy(() => import('../features/admin/course-detail-screen')) },
  {
    path: '/admin/course/:id/:chapterId',
    layout: 'admin',
    screen: lazy(() => import('../features/admin/chapter-screen')),
  },
  {
    path: '/admin/course/:id/:chapterId/:topicId',
    layout: 'admin',
    screen: lazy(() => import('../features/admin/topic-screen')),
  },
  ...(['practice', 'quiz', 'slide', 'submission', 'video'] as const).flatMap((kind) =>
    (['', '/edit'] as const).map((edit) => ({
      path: `/admin/course/:id/:chapterId/:topicId/${kind}${edit}` as const,
      layout: 'admin' as const,
      screen: adminMaterial,
    })),
  ),
];
