/**
 * The API: every sub-app mounted under /api, one error handler, and `AppType` for the typed client.
 * `createApp` takes its database so tests run the real app on a throw-away SQLite file with `app.request()`.
 */
import { Hono } from 'hono';
import type { Db } from './db/client';
import type { Env } from './env';
import { StaticMatchRouter } from './lib/router';
import type { Logger } from './logger';
import { limitRequestBody, MAX_API_BODY_BYTES, MAX_AUTH_BODY_BYTES } from './middleware/body-limit';
import { handleError, handleNotFound } from './middleware/error-handler';
import { requestContext } from './middleware/request-context';
import { logsRequests, requestLog } from './middleware/request-log';
import { sameOrigin } from './middleware/same-origin';
import { adminCommerceRoutes } from './routes/admin-commerce';
import { adminDashboardRoutes } from './routes/admin-dashboard';
import { adminPreviewRoutes } from './routes/admin-preview';
import { adminResourceRoutes } from './routes/admin-resources';
import { areaRoutes } from './routes/areas';
import { authRoutes } from './routes/auth';
import { botCheckRoutes } from './routes/bot-check';
import { adminCertificateRoutes, publicCertificateRoutes, studentCertificateRoutes } from './routes/certificates';
import { healthRoutes } from './routes/health';
import { adminHelpStatsRoutes, helpQueueRoutes } from './routes/help-queue';
import { mentorDashboardRoutes } from './routes/mentor-dashboard';
import { mentorMaterialRoutes } from './routes/mentor-material';
import { mentorProfileRoutes } from './routes/mentor-profile';
import { mentorStudentRoutes } from './routes/mentor-students';
import { mentorSubmissionRoutes } from './routes/mentor-submissions';
import { notificationRoutes } from './routes/notifications';
import { openApiRoutes } from './routes/openapi';
import { paymentNotificationRoutes } from './routes/payment-notification';
import { paymentSimulatorRoutes } from './routes/payment-simulator';
import { previewFrameRoutes } from './routes/preview-frame';
import { studentCoursesRoutes } from './routes/student-courses';
import { studentHelpRoutes } from './routes/student-help';
import { studentMaterialsRoutes } from './routes/student-materials';
import {
  studentCheckoutRoutes,
  studentCurrentSubscriptionRoutes,
  studentPaymentRoutes,
} from './routes/student-payments';
import { studentPracticeRoutes } from './routes/student-practice';
import { studentProfileRoutes } from './routes/student-profile';
import { studentProgressRoutes } from './routes/student-progress';
import { studentReviewRoutes } from './routes/student-review';
import { studentSubmissionRoutes } from './routes/student-submissions';
import { studentPackagesRoutes, studentSubscriptionsRoutes } from './routes/student-subscriptions';
import { adminSubmissionReplayRoutes, mentorSubmissionReplayRoutes } from './routes/submission-replay';
import { UPLOAD_PATH, uploadRoutes } from './routes/uploads';
import { uploadStorageFor } from './services/content/uploads/choose';
import { createBotCheck } from './services/people/bot-check';
import type { AppEnv } from './types';

/** The methods that may carry a body and change state: the same-origin guard and the body cap apply to them. */
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** The gateway's notification address (exempt from the same-origin guard). */
export const PAYMENT_NOTIFICATION_PATH = '/api/payments/notification';

export type AppDeps = {
  db: Db;
  env: Env;
  /** Where the per-request log lines go (middleware/request-log.ts); none in the API tests. */
  logger?: Logger;
  /**
   * 'plain': Hono's own router and compose, to hold the optimised app to the same answers (tests/api/plain-hono.test.ts).
   * 'unchained': our router without the handler chain, so that a benchmark measures each apart
   * (tests/bench/framework-mechanisms.mjs).
   */
  framework?: 'optimised' | 'unchained' | 'plain';
  /** The time now for the routes that read `c.var.clock` (the spaced review's tests move it by days). */
  clock?: () => Date;
};

export function createApp(deps: AppDeps) {
  // The router keeps the match of each static route path (lib/router.ts says why Hono's default cannot) and runs a
  // route's handlers as one chain, answering their errors with the same handler as `app.onError` below.
  const framework = deps.framework ?? 'optimised';
  const app = new Hono<AppEnv>(
    framework === 'plain'
      ? {}
      : { router: new StaticMatchRouter(framework === 'optimised' ? { chainWith: handleError } : {}) },
  ).basePath('/api');
  const botCheck = createBotCheck(deps.db, deps.env);
  if (logsRequests(deps.logger)) app.use(requestLog(deps.logger));

  // Every request: its variables (db, env, bot check, locale) and the security headers, in one middleware.
  app.use(requestContext({ db: deps.db, env: deps.env, botCheck, ...(deps.clock ? { clock: deps.clock } : {}) }));
  // Only requests that change state pass the body cap and the same-origin guard: the router leaves them out of every
  // GET's chain (each middleware is a frame of every request). Uploads carry videos: their route sets its
  // own, larger cap (UPLOAD_MAX_MB). The gateway's notification is a server-to-server call: no Origin to check, its
  // signature authenticates it.
  const apiBodyLimit = limitRequestBody(MAX_API_BODY_BYTES);
  app.on(
    WRITE_METHODS,
    '*',
    function capBody(c, next) {
      return c.req.path === `/api${UPLOAD_PATH}` ? next() : apiBodyLimit(c, next);
    },
    sameOrigin({ exempt: [PAYMENT_NOTIFICATION_PATH] }),
  );
  for (const path of ['/admin/login', '/mentor/login', '/student/login', '/student/register', '/payments/notification'])
    app.use(path, limitRequestBody(MAX_AUTH_BODY_BYTES));
  app.onError(handleError);
  app.notFound(handleNotFound);

  // One chain, so that `AppType` carries every route with its input and output (docs/decisions/0012-patterns.md example 7).
  // Mounted sub-apps (one per resource): each area adds its line here.
  const routes = app
    .route('/', healthRoutes)
    .route('/', authRoutes)
    .route('/', areaRoutes)
    .route('/bot-check', botCheckRoutes)
    .route('/admin/dashboard', adminDashboardRoutes)
    .route('/admin/preview', adminPreviewRoutes)
    .route('/admin/help-requests', helpQueueRoutes('admin'))
    .route('/admin/help-stats', adminHelpStatsRoutes)
    .route('/admin/submission-replays', adminSubmissionReplayRoutes)
    .route('/admin', adminCertificateRoutes)
    .route('/admin', adminCommerceRoutes)
    .route('/admin', adminResourceRoutes)
    .route('/', uploadRoutes(uploadStorageFor(deps.env)))
    .route('/mentor/dashboard', mentorDashboardRoutes)
    .route('/mentor/students', mentorStudentRoutes)
    .route('/mentor/submissions', mentorSubmissionRoutes)
    .route('/mentor/submissions', mentorSubmissionReplayRoutes)
    .route('/mentor/help-requests', helpQueueRoutes('mentor'))
    .route('/mentor/profile', mentorProfileRoutes)
    .route('/mentor/material', mentorMaterialRoutes)
    .route('/notifications', notificationRoutes)
    .route('/certificates', publicCertificateRoutes)
    .route('/student/certificates', studentCertificateRoutes)
    .route('/student/courses', studentCoursesRoutes)
    .route('/student/help-requests', studentHelpRoutes)
    .route('/student', studentProgressRoutes)
    .route('/student', studentPracticeRoutes)
    .route('/student', studentSubmissionRoutes)
    .route('/student/review', studentReviewRoutes)
    .route('/student/materials', studentMaterialsRoutes)
    .route('/student/subscriptions', studentSubscriptionsRoutes)
    .route('/student/packages', studentPackagesRoutes)
    .route('/student/profile', studentProfileRoutes)
    .route('/student/checkout', studentCheckoutRoutes)
    .route('/student/payments', studentPaymentRoutes)
    .route('/student/subscription', studentCurrentSubscriptionRoutes)
    .route('/payments/notification', paymentNotificationRoutes)
    .route('/payments/simulator', paymentSimulatorRoutes);
  // The API's own description, generated from the routes above (outside `AppType`: the client never calls it).
  app.route('/', openApiRoutes(app));
  // The preview frame's own document (sandbox/preview/frame-document.ts): loaded by an iframe, never by the client.
  app.route('/preview-frame', previewFrameRoutes);

  return routes;
}

export type AppType = ReturnType<typeof createApp>;
