/**
 * Renders the route table: a wouter `Switch` over `routes`, each screen inside its layout and
 * guard, its page title, a Suspense fallback that drives the loading bar, an error boundary per page, and the 404
 * page for anything unmatched. Routes of one layout share a React key, so the layout stays mounted
 * while moving between its screens.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { PRERENDERED_CLASS } from '../../api/contracts/landing-page';
import { dashboardPath } from '../config/paths';
import { ErrorView } from '../ui/error-view';
import { PageErrorBoundary } from './error-boundary';
import { Guard } from './guards';
import { AdminLayout } from './layouts/admin-layout';
import { AuthLayout } from './layouts/auth-layout';
import { MentorLayout } from './layouts/mentor-layout';
import { PreviewLayout } from './layouts/preview-layout';
import { PublicLayout } from './layouts/public-layout';
import { StudentLayout } from './layouts/student-layout';
import { RouteLoading } from './loading-bar';
import { type LayoutKind, routes } from './routes';
import { usePageTitle } from './use-page-title';

/** Path prefixes owned by the role areas (docs/decisions/0003-product-and-screens.md), for their in-layout 404 page. */
const AREAS: { layout: LayoutKind; pattern: RegExp; home: string }[] = [
  { layout: 'admin', pattern: /^\/admin\/.+$/, home: dashboardPath('admin') },
  { layout: 'mentor', pattern: /^\/mentor\/.+$/, home: dashboardPath('mentor') },
  {
    layout: 'student',
    pattern: /^\/(dashboard|account|learning|submissions|subscription)(\/.*)?$/,
    home: dashboardPath('student'),
  },
];

/** Wraps a page in its layout and guard. */
export function LayoutFor({ layout, children }: { layout: LayoutKind; children: ReactNode }) {
  switch (layout) {
    case 'public':
      return <PublicLayout>{children}</PublicLayout>;
    case 'auth':
      return (
        <Guard need="guest">
          <AuthLayout>{children}</AuthLayout>
        </Guard>
      );
    case 'student':
      return (
        <Guard need="student">
          <StudentLayout>{children}</StudentLayout>
        </Guard>
      );
    case 'mentor':
      return (
        <Guard need="mentor">
          <MentorLayout>{children}</MentorLayout>
        </Guard>
      );
    case 'admin':
      return (
        <Guard need="admin">
          <AdminLayout>{children}</AdminLayout>
        </Guard>
      );
    case 'preview':
      return (
        <Guard need="admin">
          <PreviewLayout>{children}</PreviewLayout>
        </Guard>
      );
    case 'bare':
      return <>{children}</>;
  }
}

function Page({ location, title, children }: { location: string; title: MessageDescriptor; children: ReactNode }) {
  usePageTitle(title);
  // A new error boundary per location, so navigating away from a failed page recovers.
  return (
    <PageErrorBoundary key={location}>
      <Suspense fallback={<RouteLoading />}>
        <div className="kk-page">{children}</div>
      </Suspense>
    </PageErrorBoundary>
  );
}

const NOT_FOUND_TITLE = msg`Halaman tidak ditemukan`;

function NotFoundTitle() {
  usePageTitle(NOT_FOUND_TITLE);
  return null;
}

export function AppRouter() {
  const [location] = useLocation();

  const [firstLocation] = useState(location);
  const shownLocation = useRef(location);
  useEffect(() => {
    // A new page starts at the top. The first one stays where the browser put it: at the address's #anchor, or
    // where the visitor had scrolled the built landing page to before the app rendered over it.
    if (location !== shownLocation.current) window.scrollTo(0, 0);
    shownLocation.current = location;
    // Past the built landing page, pages fade in again (PRERENDERED_CLASS).
    if (location !== firstLocation) document.documentElement.classList.remove(PRERENDERED_CLASS);
  }, [location, firstLocation]);

  return (
    <Switch>
      {routes.map((entry) => (
        <Route key={entry.layout} path={entry.path}>
          <LayoutFor layout={entry.layout}>
            <Page location={location} title={entry.title}>
              <entry.screen />
            </Page>
          </LayoutFor>
        </Route>
      ))}
      {/* Unknown paths inside an area show the 404 page in that area's layout, behind its guard. */}
      {AREAS.map((area) => (
        <Route key={area.layout} path={area.pattern}>
          <LayoutFor layout={area.layout}>
            <NotFoundTitle />
            <ErrorView status={404} homeHref={area.home} />
          </LayoutFor>
        </Route>
      ))}
      <Route key="public">
        <PublicLayout>
          <NotFoundTitle />
          <ErrorView status={404} />
        </PublicLayout>
      </Route>
    </Switch>
  );
}
