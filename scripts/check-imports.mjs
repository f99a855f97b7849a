#!/usr/bin/env node
/**
 * The import rules of the folder layout (docs/decisions/0002-layers.md), checked on every `npm run lint`, so they
 * hold by machine rather than by discipline. It reads each source file's static and dynamic imports and re-exports
 * (tests and benchmarks are exempt: they may reach into any layer), resolves relative ones to repository paths and
 * prints every import a rule forbids, then exits 1 when there is any.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { sourceFiles } from './source-files.mjs';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const ROOTS = ['src', 'api', 'workers', 'sandbox'];

/** Every import of a file: `{ spec, typeOnly }`. Type-only means `import type` / `export type` (erased at build). */
export function importsOf(text) {
  const found = [];
  const statement = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(statement)) {
    const typeOnly = Boolean(m[2]) || /^\{\s*(type\s+[^,}]+,?\s*)+\}$/.test(m[3].trim());
    found.push({ spec: m[4], typeOnly });
  }
  for (const m of text.matchAll(/(?:^|[\n;])\s*import\s+['"]([^'"]+)['"]/g))
    found.push({ spec: m[1], typeOnly: false });
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push({ spec: m[1], typeOnly: false });
  return found;
}

/** The layer of a repository path, e.g. `src/feature:admin`, `src/shared:state`, `api/services`. */
export function layerOf(path) {
  const parts = path.split('/');
  if (parts[0] === 'src') {
    if (parts.length === 2 && /\.\w+$/.test(parts[1])) return 'src/app'; // main.tsx
    if (parts[1] === 'features') return `src/feature:${parts[2]}`;
    if (parts[1] === 'app') return 'src/app';
    if (['ui', 'config', 'lib'].includes(parts[1])) return `src/base:${parts[1]}`;
    return `src/shared:${parts[1]}`;
  }
  if (parts[0] === 'api') {
    if (parts.length === 2) return `api/${parts[1].replace(/\.\w+$/, '')}`;
    return `api/${parts[1]}`;
  }
  return parts[0];
}

const API_ANYWHERE = new Set(['api/contracts', 'api/errors', 'api/env', 'api/types', 'api/lib']);
/** What each api layer may import from the rest of api/ (one way down: routes → services → db). */
const API_MAY_IMPORT = {
  'api/contracts': new Set(['api/contracts']),
  'api/lib': new Set(['api/lib', 'api/contracts', 'api/errors', 'api/env']),
  'api/db': new Set(['api/db', ...API_ANYWHERE]),
  'api/services': new Set(['api/services', 'api/db', ...API_ANYWHERE]),
  'api/middleware': new Set(['api/middleware', 'api/services', 'api/db', ...API_ANYWHERE]),
  'api/routes': new Set(['api/routes', 'api/middleware', 'api/services', 'api/db', ...API_ANYWHERE]),
};

/** The reason an import from `from` (a file) to `to` (a resolved path or a package name) is forbidden, or null. */
export function violation(from, to, typeOnly) {
  const src = layerOf(from);
  const isPackage = !to.startsWith('.') && !ROOTS.some((r) => to === r || to.startsWith(`${r}/`));
  if (isPackage) {
    if (src === 'api/services' && (to === 'hono' || to.startsWith('hono/') || to.startsWith('@hono/')))
      return 'services never import Hono (they are called by routes, not by the framework)';
    if (src === 'api/contracts' && /^(@hono\/|hono(\/|$))/.test(to)) return 'contracts never import Hono';
    if (src === 'api/contracts' && to !== 'zod' && !typeOnly)
      return 'contracts hold zod schemas and their types only (no other runtime package)';
    if (src.startsWith('workers') || src.startsWith('sandbox')) {
      if (/^(react|react-dom|valtio|@lingui\/)/.test(to))
        return 'workers and the sandbox stay free of React, valtio and Lingui';
    }
    return null;
  }
  const dst = layerOf(to);
  if (src.startsWith('src/')) {
    if (dst.startsWith('api/')) {
      if (dst === 'api/contracts') return null;
      if ((to === 'api/app' || to === 'api/app.ts') && typeOnly) return null;
      return 'src/ may import from api/ only its contracts (and `import type` of AppType)';
    }
    if (dst.startsWith('src/feature:') && src.startsWith('src/feature:') && dst !== src)
      return 'a feature never imports another feature (move the shared part to a shared folder)';
    if (dst.startsWith('src/feature:') && !src.startsWith('src/feature:') && src !== 'src/app')
      return 'shared folders never import a feature';
    if (dst === 'src/app' && src !== 'src/app') return 'only src/app (and main.tsx) import src/app';
    if (src.startsWith('src/base:') && dst.startsWith('src/shared:'))
      return 'src/ui, src/config and src/lib sit below state, api-client, i18n, editor and runtime';
    return null;
  }
  if (src === 'workers' || src === 'sandbox') {
    if (dst.startsWith('src/')) return 'workers and the sandbox never import from src/';
    if (dst.startsWith('api/')) return 'workers and the sandbox never import from api/';
    return null;
  }
  if (src.startsWith('api/')) {
    if (dst.startsWith('src/')) return 'api/ never imports from src/';
    if (dst === 'workers' || dst === 'sandbox') {
      if (src === 'api/contracts' && !typeOnly)
        return 'contracts import checker and workspace types only, never their code';
      return null;
    }
    if (src === 'api/contracts') {
      if (dst === 'api/contracts') return null;
      // Row types the schema declares (`LocalizedText`, `Role`…) and `Locale` are erased at build: allowed.
      if (typeOnly && (dst === 'api/db' || dst === 'api/types')) return null;
      return 'contracts are pure: zod, other contracts, and `import type` of db/schema and types';
    }
    const allowed = API_MAY_IMPORT[src];
    if (allowed && !allowed.has(dst) && !(typeOnly && dst.startsWith('api/')))
      return `${src} may import ${[...allowed].join(', ')} (one way down: routes → services → db)`;
  }
  return null;
}

/** Resolves an import to a repository path (relative ones) or leaves a package name as it is. */
function target(file, spec) {
  if (!spec.startsWith('.')) return spec;
  return relative(root, resolve(dirname(join(root, file)), spec))
    .split('\\')
    .join('/');
}

export function check() {
  const problems = [];
  for (const top of ROOTS) {
    for (const abs of sourceFiles(join(root, top))) {
      const file = relative(root, abs).split('\\').join('/');
      for (const { spec, typeOnly } of importsOf(readFileSync(abs, 'utf8'))) {
        const to = target(file, spec);
        const why = violation(file, to, typeOnly);
        if (why) problems.push(`${file}: imports ${spec} — ${why}`);
      }
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const problems = check();
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(`\n${problems.length} import(s) break the layer rules (docs/decisions/0002-layers.md).`);
    process.exit(1);
  }
  console.log('Import rules hold.');
}
