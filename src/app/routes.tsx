/**
 * THE route table (docs/decisions/0003-product-and-screens.md). One entry per route: `path` (wouter pattern; `:param?` is optional),
 * `layout` (which shell and guards wrap it, see router.tsx), `screen` (a lazily loaded default
 * export from `src/features/...`) and `title` (the page title). Add a screen with a one-line entry in your area's block.
 *
 * Layouts and their guards:
 * - `public`: top bar + footer, no guard (landing, terms, intro, payment, 404)
 * - `auth`: guest-only (a signed-in user goes to their dashboard)
 * - `student` / `mentor` / `admin`: that role only + desktop-only (mobile → /restricted)
 * - `bare`: no chrome and no guard (restricted, testing screens)
 *
 * Paths are matched in order, exactly (no prefix matching). Unmatched paths show the 404 page.
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AppRoutePath } from '../../api/contracts/app-routes';
import type { AdminMaterialKind } from '../config/paths';
import { LANDING_TITLE } from '../features/public/landing-title';
import { startPracticeScreen, warmCodeScreen } from './code-screen-warmup';
import { type LazyScreen, lazy } from './lazy-screen';

export type LayoutKind = 'public' | 'auth' | 'student' | 'mentor' | 'admin' | 'preview' | 'bare';

export type RouteEntry = {
  /** One of the addresses the server knows as the app's (`api/contracts/app-routes.ts`). */
  path: AppRoutePath;
  layout: LayoutKind;
  /** `lazy(() => import('../features/<area>/<name>-screen'))` (lazy from ./lazy-screen: React.lazy plus preload). */
  screen: LazyScreen;
  /** The screen's name in the page title ("<title> · KelasKoding"), translated when the language changes. */
  title: MessageDescriptor;
  /**
   * What the screen needs that can begin as the app starts, when the page opens on this address for a role that
   * may see it (main.tsx): on a slow link it then overlaps the session check and the screen's chunk (docs/decisions/0017-speed-targets.md).
   */
  start?: () => void;
};

/** Titles of the admin material screens, by kind and mode. */
const ADMIN_MATERIAL_TITLES: Record<AdminMaterialKind, { view: MessageDescriptor; edit: MessageDescriptor }> = {
  practice: { view: msg`Materi latihan`, edit: msg`Ubah materi latihan` },
  quiz: { view: msg`Materi kuis`, edit: msg`Ubah materi kuis` },
  slide: { view: msg`Materi slide`, edit: msg`Ubah materi slide` },
  submission: { view: msg`Materi proyek`, edit: msg`Ubah materi proyek` },
  video: { view: msg`Materi video`, edit: msg`Ubah materi video` },
};

const landing = lazy(() => import('../features/public/landing-screen'));
const adminMaterial = lazy(() => import('../features/admin/material-screen'));

export const routes: RouteEntry[] = [
  // ── Public and shared (H4) ────────────────────────────────────────────────
  { path: '/', title: LANDING_TITLE, layout: 'public', screen: landing },
  { path: '/index.html', title: LANDING_TITLE, layout: 'public', screen: landing },
  {
    path: '/terms',
    title: msg`Syarat dan Ketentuan`,
    layout: 'public',
    screen: lazy(() => import('../features/public/terms-screen')),
  },
  {
    path: '/certificates/:id',
    title: msg`Sertifikat`,
    layout: 'public',
    screen: lazy(() => import('../features/public/certificate-screen')),
  },
  {
    path: '/intro',
    title: msg`Pengenalan`,
    layout: 'public',
    screen: lazy(() => import('../features/public/intro-screen')),
  },
  {
    path: '/payment/:status?',
    title: msg`Pembayaran`,
    layout: 'public',
    screen: lazy(() => import('../features/public/payment-screen')),
  },
  {
    path: '/restricted',
    title: msg`Akses terbatas`,
    layout: 'bare',
    screen: lazy(() => import('../features/public/restricted-screen')),
  },

  // ── Guest-only logins and sign-up (H4) ──────────────────────────────────────
  {
    path: '/signin',
    title: msg`Masuk`,
    layout: 'auth',
    screen: lazy(() => import('../features/public/signin-screen')),
  },
  {
    path: '/signup',
    title: msg`Daftar`,
    layout: 'auth',
    screen: lazy(() => import('../features/public/signup-screen')),
  },
  {
    path: '/mentor',
    title: msg`Masuk mentor`,
    layout: 'auth',
    screen: lazy(() => import('../features/public/mentor-login-screen')),
  },
  {
    path: '/admin',
    title: msg`Masuk admin`,
    layout: 'auth',
    screen: lazy(() => import('../features/public/admin-login-screen')),
  },

  // ── Testing screens (H2: /testing/test; /testing/behaviour; /testing/quill) ─────────────────────
  {
    path: '/testing/test',
    title: msg`Uji pemeriksa`,
    layout: 'bare',
    screen: lazy(() => import('../features/testing/test-screen')),
  },
  {
    path: '/testing/behaviour',
    title: msg`Uji perilaku`,
    layout: 'bare',
    screen: lazy(() => import('../features/testing/behaviour-screen')),
  },
  {
    path: '/testing/quill',
    title: msg`Uji editor teks`,
    layout: 'bare',
    screen: lazy(() => import('../features/admin/quill-testing-screen')),
  },

  // ── Student (H5; practice, project and submissions screens: H8) ─────────────
  {
    path: '/dashboard',
    title: msg`Dasbor`,
    layout: 'student',
    screen: lazy(() => import('../features/student/dashboard-screen')),
  },
  {
    path: '/review',
    title: msg`Ulasan harian`,
    layout: 'student',
    screen: lazy(() => import('../features/student/review-screen'), warmCodeScreen),
  },
  {
    path: '/learning',
    title: msg`Peta belajar`,
    layout: 'student',
    screen: lazy(() => import('../features/student/learning-screen')),
  },
  {
    path: '/learning/slide',
    title: msg`Slide`,
    layout: 'student',
    screen: lazy(() => import('../features/student/slide-screen')),
  },
  {
    path: '/learning/video',
    title: msg`Video`,
    layout: 'student',
    screen: lazy(() => import('../features/student/video-screen')),
  },
  {
    path: '/learning/quiz',
    title: msg`Kuis`,
    layout: 'student',
    screen: lazy(() => import('../features/student/quiz-screen')),
  },
  {
    path: '/learning/practice',
    title: msg`Latihan`,
    layout: 'student',
    screen: lazy(() => import('../features/student/practice-screen'), warmCodeScreen),
    start: startPracticeScreen,
  },
  {
    path: '/learning/submission',
    title: msg`Proyek`,
    layout: 'student',
    screen: lazy(() => import('../features/student/project-screen'), warmCodeScreen),
    start: warmCodeScreen,
  },
  {
    path: '/submissions',
    title: msg`Proyek saya`,
    layout: 'student',
    screen: lazy(() => import('../features/student/submissions-screen')),
  },
  {
    path: '/certificates',
    title: msg`Sertifikat saya`,
    layout: 'student',
    screen: lazy(() => import('../features/student/certificates-screen')),
  },
  {
    path: '/account',
    title: msg`Akun`,
    layout: 'student',
    screen: lazy(() => import('../features/student/account-screen')),
  },
  {
    path: '/subscription',
    title: msg`Langganan`,
    layout: 'student',
    screen: lazy(() => import('../features/student/subscription-screen')),
  },
  {
    path: '/subscription/receipt/:invoiceId',
    title: msg`Kuitansi pembayaran`,
    layout: 'student',
    screen: lazy(() => import('../features/student/receipt-screen')),
  },

  // ── Mentor (H6) ─────────────────────────────────────────────────────────────
  {
    path: '/mentor/dashboard',
    title: msg`Dasbor mentor`,
    layout: 'mentor',
    screen: lazy(() => import('../features/mentor/dashboard-screen')),
  },
  {
    path: '/mentor/student/:progressId?',
    title: msg`Progres siswa`,
    layout: 'mentor',
    screen: lazy(() => import('../features/mentor/student-screen')),
  },
  {
    path: '/mentor/submission/list',
    title: msg`Daftar proyek`,
    layout: 'mentor',
    screen: lazy(() => import('../features/mentor/submission-list-screen')),
  },
  {
    path: '/mentor/submission',
    title: msg`Tinjauan proyek`,
    layout: 'mentor',
    screen: lazy(() => import('../features/mentor/submission-screen')),
  },
  {
    path: '/mentor/help',
    title: msg`Permintaan bantuan`,
    layout: 'mentor',
    screen: lazy(() => import('../features/mentor/help-screen')),
  },
  {
    path: '/mentor/material',
    title: msg`Materi`,
    layout: 'mentor',
    screen: lazy(() => import('../features/mentor/material-screen')),
  },
  {
    path: '/mentor/account',
    title: msg`Akun`,
    layout: 'mentor',
    screen: lazy(() => import('../features/mentor/account-screen')),
  },

  // ── Admin (H7) ──────────────────────────────────────────────────────────────
  {
    path: '/admin/dashboard',
    title: msg`Dasbor admin`,
    layout: 'admin',
    screen: lazy(() => import('../features/admin/dashboard-screen')),
  },
  {
    path: '/admin/preview',
    title: msg`Pratinjau sebagai siswa`,
    layout: 'preview',
    screen: lazy(() => import('./admin-preview-screen')),
  },
  {
    path: '/admin/student',
    title: msg`Siswa`,
    layout: 'admin',
    screen: lazy(() => import('../features/admin/student-screen')),
  },
  {
    path: '/admin/mentor',
    title: msg`Mentor`,
    layout: 'admin',
    screen: lazy(() => import('../features/admin/mentor-screen')),
  },
  {
    path: '/admin/mentor/students',
    title: msg`Siswa per mentor`,
    layout: 'admin',
    screen: lazy(() => import('../features/admin/mentor-students-screen')),
  },
  {
    path: '/admin/package',
    title: msg`Paket`,
    layout: 'admin',
    screen: lazy(() => import('../features/admin/package-screen')),
  },
  {
    path: '/admin/payment',
    title: msg`Pembayaran`,
    layout: 'admin',
    screen: lazy(() => import('../features/admin/payment-screen')),
  },
  {
    path: '/admin/subscription',
    title: msg`Langganan`,
    layout: 'admin',
    screen: lazy(() => import('../features/admin/subscription-screen')),
  },
  {
    path: '/admin/certificates',
    title: msg`Sertifikat`,
    layout: 'admin',
    screen: lazy(() => import('../features/admin/certificates-screen')),
  },
  {
    path: '/admin/course',
    title: msg`Kursus`,
    layout: 'admin',
    screen: lazy(() => import('../features/admin/course-screen')),
  },
  {
    path: '/admin/course/:id',
    title: msg`Detail kursus`,
    layout: 'admin',
    screen: lazy(() => import('../features/admin/course-detail-screen')),
  },
  {
    path: '/admin/course/:id/:chapterId',
    title: msg`Bab`,
    layout: 'admin',
    screen: lazy(() => import('../features/admin/chapter-screen')),
  },
  {
    path: '/admin/course/:id/:chapterId/:topicId',
    title: msg`Topik`,
    layout: 'admin',
    screen: lazy(() => import('../features/admin/topic-screen')),
  },
  ...(['practice', 'quiz', 'slide', 'submission', 'video'] as const).flatMap((kind) =>
    (['', '/edit'] as const).map((edit) => ({
      path: `/admin/course/:id/:chapterId/:topicId/${kind}${edit}` as const,
      layout: 'admin' as const,
      screen: adminMaterial,
      title: ADMIN_MATERIAL_TITLES[kind][edit ? 'edit' : 'view'],
    })),
  ),
];
