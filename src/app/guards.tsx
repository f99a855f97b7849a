/**
 * Route guards of docs/decisions/0003-product-and-screens.md. A role layout needs that role (signed out → the role's login; another
 * role → that role's dashboard) and a desktop (mobile → /restricted); the auth layout is for guests
 * (a signed-in user → their dashboard). Checks wait for the first session check.
 */
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { dashboardPath, loginPath, paths } from '../config/paths';
import { isMobileDevice } from '../lib/device';
import { authState, type Role } from '../state/auth';
import { LoadingState } from '../ui/spinner';

/** Where a guard sends the visitor, or `null` to let them in. Pure, for tests. */
export function guardTarget(need: Role | 'guest' | null, user: { role: Role } | null, mobile: boolean): string | null {
  if (need === null) return null;
  if (need === 'guest') return user ? dashboardPath(user.role) : null;
  if (mobile) return paths.restricted();
  if (!user) return loginPath(need);
  if (user.role !== need) return dashboardPath(user.role);
  return null;
}

/** Renders `children` when the guard lets the visitor in; otherwise redirects (replacing history). */
export function Guard({ need, children }: { need: Role | 'guest'; children: ReactNode }) {
  const auth = useSnapshot(authState);
  const mobile = need !== 'guest' && isMobileDevice();
  if (mobile) return <Redirect to={paths.restricted()} replace />;
  if (auth.status === 'idle' || auth.status === 'loading') return <LoadingState fullPage />;
  // While signing out, the logout navigates itself; stay put until it does.
  if (auth.status === 'signing-out') return <>{children}</>;
  const target = guardTarget(need, auth.user, false);
  if (target) return <Redirect to={target} replace />;
  return <>{children}</>;
}
