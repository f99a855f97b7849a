import { describe, expect, it } from 'vitest';
import { guardTarget } from './guards';

describe('guardTarget (docs/decisions/0003-product-and-screens.md guard table)', () => {
  const student = { role: 'student' as const };
  const mentor = { role: 'mentor' as const };
  const admin = { role: 'admin' as const };

  it.each([
    ['admin', null, '/admin'],
    ['admin', student, '/dashboard'],
    ['admin', mentor, '/mentor/dashboard'],
    ['admin', admin, null],
    ['mentor', null, '/mentor'],
    ['mentor', admin, '/admin/dashboard'],
    ['mentor', student, '/dashboard'],
    ['mentor', mentor, null],
    ['student', null, '/signin'],
    ['student', admin, '/admin/dashboard'],
    ['student', mentor, '/mentor/dashboard'],
    ['student', student, null],
    ['guest', null, null],
    ['guest', student, '/dashboard'],
    ['guest', mentor, '/mentor/dashboard'],
    ['guest', admin, '/admin/dashboard'],
  ] as const)('%s-only with %o → %s', (need, user, target) => {
    expect(guardTarget(need, user, false)).toBe(target);
  });

  it('sends mobile devices to /restricted from role areas only', () => {
    expect(guardTarget('student', student, true)).toBe('/restricted');
    expect(guardTarget('admin', null, true)).toBe('/restricted');
    expect(guardTarget('guest', null, true)).toBe(null);
    expect(guardTarget(null, null, true)).toBe(null);
  });
});
