/**
 * Who is signed in (docs/decisions/0005-behaviour.md). The server session lives in an HttpOnly `auth.*` cookie this code
 * never sees; the client only remembers which role's strategy to ask (`auth.strategy`, 365 days),
 * never a token. A failing session check (network, 5xx) does not sign the user out; 401/403 does.
 */
import { proxy } from 'valtio';
import { STRATEGY_COOKIE } from '../../api/contracts/screen-documents';
import { apiClient, isApiError, quietPreloadableApiClient, read } from '../api-client';
import { readCookie, removeCookie, writeCookie } from '../lib/cookies';
import { clearApiCache } from '../lib/offline-caches';

export type Role = 'student' | 'mentor' | 'admin';
export const ROLES: readonly Role[] = ['student', 'mentor', 'admin'];

/** The user as `GET /api/{role}/user` returns it; `role` is always set. */
export type AuthUser = {
  role: Role;
  id?: number;
  email?: string;
  name?: string;
  fullName?: string;
  [key: string]: unknown;
};

/**
 * `idle` before the first check, `loading` while checking, then `authenticated` or `guest`;
 * `signing-out` while a logout runs (guards hold still so the logout's own redirect wins).
 */
export type AuthStatus = 'idle' | 'loading' | 'authenticated' | 'guest' | 'signing-out';

const STRATEGY_DAYS = 365;

export const authState = proxy<{ user: AuthUser | null; role: Role; status: AuthStatus; error: string | null }>({
  user: null,
  role: 'student',
  status: 'idle',
  error: null,
});

function toRole(value: unknown): Role | null {
  return value === 'student' || value === 'mentor' || value === 'admin' ? value : null;
}

/** The role remembered in the `auth.strategy` cookie, if any. */
export function storedRole(): Role | null {
  return toRole(readCookie(STRATEGY_COOKIE));
}

/** The name to greet the user with. */
export function displayName(user: Pick<AuthUser, 'name' | 'fullName' | 'email'> | null | undefined): string {
  if (!user) return '';
  return (user.fullName || user.name || user.email || '').toString();
}

function setUser(user: AuthUser | null, role: Role) {
  authState.user = user;
  authState.role = role;
  authState.status = user ? 'authenticated' : 'guest';
  authState.error = null;
}

function readUser(body: unknown, role: Role): AuthUser {
  const data = body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
  const user = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return { ...user, role: toRole(user.role) ?? role } as AuthUser;
}

/**
 * Asks the server who is signed in for `role` (default: the remembered strategy). Resolves with
 * the user or `null` when signed out. Other failures keep the current state and are logged.
 */
export async function loadUser(role: Role | null = storedRole()): Promise<AuthUser | null> {
  if (!role) {
    setUser(null, 'student');
    return null;
  }
  if (authState.status === 'idle') authState.status = 'loading';
  try {
    // Sent as the code screens' documents preload it (api/web.ts): its answer does not depend on the language.
    return adoptUser(await read(quietPreloadableApiClient.api[role].user.$get()), role);
  } catch (error) {
    if (isApiError(error, 401) || isApiError(error, 403)) {
      setUser(null, role);
      return null;
    }
    console.error('[AUTH]', error);
    authState.error = error instanceof Error ? error.message : String(error);
    if (authState.status === 'loading') authState.status = authState.user ? 'authenticated' : 'guest';
    return authState.user;
  }
}

/** Signs in with the role's strategy and loads the user; rejects with `ApiError` on bad credentials. */
export async function login(role: Role, email: string, password: string): Promise<AuthUser> {
  const body = await read(apiClient.api[role].login.$post({ json: { email, password } }));
  await clearApiCache();
  return adoptUser(body, role);
}

/**
 * Takes the user from a login or register response (`{ data: user }`, the server has started the
 * session) as the signed-in user and remembers the role.
 */
export function adoptUser(body: unknown, role: Role): AuthUser {
  const user = readUser(body, role);
  writeCookie(STRATEGY_COOKIE, user.role, STRATEGY_DAYS);
  setUser(user, user.role);
  return user;
}

/**
 * Ends the session on the server (GET for student/admin, POST for mentor, docs/decisions/0007-api.md) and forgets the
 * role. `beforeClear` runs after the server call and before the user is cleared: navigate there, so
 * the route guards do not redirect first.
 */
export async function logout(beforeClear?: (role: Role) => void): Promise<Role> {
  const role = authState.user?.role ?? authState.role;
  authState.status = 'signing-out';
  try {
    if (role === 'mentor') await apiClient.api.mentor.logout.$post();
    else await apiClient.api[role].logout.$get();
  } catch (error) {
    // Signed out already (401) is fine; anything else is logged, the local state is cleared anyway.
    if (!isApiError(error, 401)) console.error('[AUTH]', error);
  }
  removeCookie(STRATEGY_COOKIE);
  await clearApiCache();
  beforeClear?.(role);
  setUser(null, role);
  return role;
}
