/** `npm run lint`'s endpoint check (scripts/check-endpoints.mjs): what it flags, and that src/ has none. */
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without type declarations
import { check, endpointStrings } from './check-endpoints.mjs';

describe('hand-written endpoints', () => {
  it('flags a quoted or templated /api/ path in code, not in comments', () => {
    const text = [
      "await fetch('/api/student/user');",
      'const url = `/api/admin/tasks/` + id;',
      'xhr.open("POST", "/api/admin/uploads");',
      ' * GET `/api/areas` is public',
      "// fetch('/api/x')",
      "const link = '/admin/course';",
    ].join('\n');
    expect(endpointStrings(text)).toEqual([
      { line: 1, text: '/api/student/user' },
      { line: 2, text: '/api/admin/tasks/' },
      { line: 3, text: '/api/admin/uploads' },
    ]);
  });

  it('finds none in src/', () => {
    expect(check()).toEqual([]);
  });
});
