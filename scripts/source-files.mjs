/**
 * The source files the lint scripts read (check-imports.mjs, check-endpoints.mjs): TypeScript and JavaScript
 * under a folder, without node_modules, dot folders, tests, benchmarks, specs or declaration files.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const EXEMPT = /\.(test|bench|spec)\.(ts|tsx)$|\.d\.ts$/;

/** Every source file under `dir`, as paths joined onto it. */
export function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(name) && !EXEMPT.test(name)) yield path;
  }
}
