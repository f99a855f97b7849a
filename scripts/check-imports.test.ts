/** The layer rules of `npm run lint` (scripts/check-imports.mjs): what each layer may import, and that the repo keeps them. */
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without type declarations
import { check, importsOf, violation } from './check-imports.mjs';

describe('import rules', () => {
  it.each([
    ['src/features/admin/a.tsx', 'src/features/student/b', false, 'another feature'],
    ['src/state/list.ts', 'src/features/admin/x', false, 'never import a feature'],
    ['src/ui/button.tsx', 'src/state/ui', false, 'below state'],
    ['src/features/admin/a.tsx', 'api/db/schema', true, 'only its contracts'],
    ['src/api-client/typed.ts', 'api/app', false, 'only its contracts'],
    ['workers/checker/index.ts', 'src/lib/format', false, 'never import from src/'],
    ['sandbox/preview/build.ts', 'api/contracts/practice', false, 'never import from api/'],
    ['api/services/people/auth.ts', 'hono', true, 'never import Hono'],
    ['api/services/people/auth.ts', 'api/routes/auth', false, 'one way down'],
    ['api/db/seed/index.ts', 'api/services/people/auth', false, 'one way down'],
    ['api/contracts/common.ts', 'api/errors', false, 'contracts are pure'],
    ['api/contracts/common.ts', 'hono', true, 'contracts never import Hono'],
    ['api/contracts/common.ts', 'regexparam', false, 'zod schemas and their types only'],
    ['api/contracts/admin-answers.ts', 'workers/checker/rules/css', false, 'never their code'],
  ])('%s may not import %s', (from, to, typeOnly, reason) => {
    expect(violation(from, to, typeOnly)).toContain(reason);
  });

  it.each([
    ['src/features/admin/a.tsx', 'api/contracts/admin-content', false],
    ['src/api-client/typed.ts', 'api/app.ts', true],
    ['src/api-client/typed.ts', 'api/app', true],
    ['src/ui/rich-text-sanitize.ts', 'api/contracts/rich-text', false],
    ['api/routes/auth.ts', 'api/services/people/auth', false],
    ['api/services/people/auth.ts', 'api/lib/password', false],
    ['api/db/seed/index.ts', 'api/lib/password', false],
    ['api/contracts/mentor.ts', 'api/db/schema', true],
    ['api/services/content/admin-practice-qa.ts', 'workers/checker/answer-parsers', false],
  ])('%s may import %s', (from, to, typeOnly) => {
    expect(violation(from, to, typeOnly)).toBeNull();
  });

  it('reads static, type-only, side-effect and dynamic imports and re-exports', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C, type D } from './c';",
      "import './d.css';",
      "export { e } from './e';",
      "const f = () => import('./f');",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      { spec: './a', typeOnly: false },
      { spec: './b', typeOnly: true },
      { spec: './c', typeOnly: true },
      { spec: './e', typeOnly: false },
      { spec: './d.css', typeOnly: false },
      { spec: './f', typeOnly: false },
    ]);
  });

  it('holds for the whole repository', () => {
    expect(check()).toEqual([]);
  });
});
