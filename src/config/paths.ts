/**
 * Href builders for every route of docs/decisions/0003-product-and-screens.md. Screens link with these instead of writing paths
 * by hand, so the route table in `src/app/routes.tsx` and links stay in step.
 */
type Id = string | number;

const seg = (value: Id) => encodeURIComponent(String(value));

/** Material screens that live under an admin topic (each with an `/edit` variant). */
export type AdminMaterialKind = 'practice' | 'quiz' | 'slide' | 'submission' | 'video';

/** Learning screens of the student. */
export type LearningKind = 'practice' | 'quiz' | 'slide' | 'submission' | 'video';

export const paths = {
  // Public and shared
  home: () => '/',
  signin: () => '/signin',
  signup: () => '/signup',
  terms: () => '/terms',
  restricted: () => '/restricted',
  intro: () => '/intro',
  payment: (status?: string) => (status ? `/payment/${seg(status)}` : '/payment'),
  /** A certificate's public page, where anyone can check it. */
  certificate: (id: Id) => `/certificates/${seg(id)}`,
  testingQuill: () => '/testing/quill',
  testingTest: () => '/testing/test',
  testingBehaviour: () => '/testing/behaviour',

  // Student
  student: {
    dashboard: () => '/dashboard',
    account: (view?: 'profile' | 'info') => (view ? `/account?view=${view}` : '/account'),
    learning: () => '/learning',
    learningItem: (kind: LearningKind, query?: Record<string, Id>) => withQuery(`/learning/${kind}`, query),
    /** The screen of a material by its relation (`submission-exam` opens the project screen). */
    learningMaterial: (relation: string, materialId: Id) =>
      withQuery(`/learning/${learningKindOf(relation)}`, { materialId }),
    submissions: () => '/submissions',
    /** Today's spaced review. */
    review: () => '/review',
    certificates: () => '/certificates',
    subscription: () => '/subscription',
    /** The printable receipt of one of the student's invoices. */
    receipt: (invoiceId: Id) => `/subscription/receipt/${seg(invoiceId)}`,
  },

  // Mentor
  mentor: {
    login: () => '/mentor',
    dashboard: () => '/mentor/dashboard',
    account: (view?: 'profile' | 'info') => (view ? `/mentor/account?view=${view}` : '/mentor/account'),
    material: () => '/mentor/material',
    submission: (query?: Record<string, Id>) => withQuery('/mentor/submission', query),
    submissionList: () => '/mentor/submission/list',
    /** The help queue, or one request with `{ request: id }`. */
    help: (query?: Record<string, Id>) => withQuery('/mentor/help', query),
    student: (progressId?: Id) => (progressId === undefined ? '/mentor/student' : `/mentor/student/${seg(progressId)}`),
  },

  // Admin
  admin: {
    login: () => '/admin',
    dashboard: () => '/admin/dashboard',
    /** "Preview as student" of any material, drafts included. */
    preview: (materialId: Id) => withQuery('/admin/preview', { materialId }),
    course: () => '/admin/course',
    mentor: () => '/admin/mentor',
    mentorStudents: () => '/admin/mentor/students',
    package: () => '/admin/package',
    payment: () => '/admin/payment',
    student: () => '/admin/student',
    subscription: () => '/admin/subscription',
    certificates: () => '/admin/certificates',
    courseDetail: (id: Id) => `/admin/course/${seg(id)}`,
    chapter: (id: Id, chapterId: Id) => `/admin/course/${seg(id)}/${seg(chapterId)}`,
    topic: (id: Id, chapterId: Id, topicId: Id) => `/admin/course/${seg(id)}/${seg(chapterId)}/${seg(topicId)}`,
    material: (id: Id, chapterId: Id, topicId: Id, kind: AdminMaterialKind, edit = false) =>
      `/admin/course/${seg(id)}/${seg(chapterId)}/${seg(topicId)}/${kind}${edit ? '/edit' : ''}`,
  },
} as const;

/** The role's landing page after sign-in. */
export function dashboardPath(role: 'student' | 'mentor' | 'admin'): string {
  return role === 'admin'
    ? paths.admin.dashboard()
    : role === 'mentor'
      ? paths.mentor.dashboard()
      : paths.student.dashboard();
}

/** The role's login page (where its guard and logout send a signed-out user). */
export function loginPath(role: 'student' | 'mentor' | 'admin'): string {
  return role === 'admin' ? paths.admin.login() : role === 'mentor' ? paths.mentor.login() : paths.signin();
}

/** The learning screen kind of a material relation: anything beginning with `submission` is a project. */
export function learningKindOf(relation: string): LearningKind {
  if (relation.startsWith('submission')) return 'submission';
  return relation === 'slide' || relation === 'video' || relation === 'quiz' || relation === 'practice'
    ? relation
    : 'slide';
}

/** The `materialId` of a material screen's query string (`?materialId=12`): a positive whole number, or null. */
export function materialIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('materialId') ?? '';
  return /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** Appends a query string built from the defined entries of `query`. */
export function withQuery(path: string, query?: Record<string, Id | undefined | null>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
