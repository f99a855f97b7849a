import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATHS, isAppRoute, routePattern } from './app-routes';

/** Each pattern with its parameters filled in, with and without a trailing slash and in upper case. */
function samplesOf(pattern: string): string[] {
  const filled = pattern.replace(/:[A-Za-z]+\??/g, '42');
  const withoutOptional = pattern.replace(/\/:[A-Za-z]+\?/g, '').replace(/:[A-Za-z]+/g, '7');
  return [filled, withoutOptional, `${filled}/`, filled.toUpperCase()];
}

const UNKNOWN = [
  '/nope',
  '/dashboard/extra',
  '/admin/course/2/3/4/quiz/edit/more',
  '/admin/course/2/3/4/essay',
  '/payment/ok/again',
  '/mentor/student/1/2',
  '/learning/practice.html',
  '/indexXhtml',
  '//',
];

describe('app routes', () => {
  it('match exactly as wouter (regexparam) matches the same patterns', () => {
    const paths = [...APP_ROUTE_PATHS.flatMap(samplesOf), ...UNKNOWN];
    for (const pattern of APP_ROUTE_PATHS) {
      const ours = routePattern(pattern);
      const wouters = parse(pattern).pattern;
      for (const path of paths) {
        // regexparam leaves the '.' of /index.html unescaped; ours is stricter there, on purpose.
        if (pattern === '/index.html' && path === '/indexXhtml') continue;
        expect(ours.test(path), `${pattern} vs ${path}`).toBe(wouters.test(path));
      }
    }
  });

  it('knows every screen address and nothing else', () => {
    for (const path of ['/', '/dashboard', '/payment', '/payment/success', '/mentor/student', '/mentor/student/12'])
      expect(isAppRoute(path), path).toBe(true);
    expect(isAppRoute('/admin/course/2/5/9/submission/edit')).toBe(true);
    for (const path of UNKNOWN) expect(isAppRoute(path), path).toBe(false);
  });
});
