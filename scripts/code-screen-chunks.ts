/**
 * Fewer, larger chunks for the code screens (docs/decisions/0017-speed-targets.md, a first verdict within 4 s on a slow link). Left to Rolldown's
 * automatic splitting, the modules the practice screen loads beside the entry come in ~30 chunks, most of 1–3 KB: one
 * per set of screens that shares them. Over HTTP/1.1's six connections at a 150 ms round trip, that is five rounds
 * of requests. This code-splitting group (build.rolldownOptions.output.codeSplitting.groups) puts into one chunk
 * what the practice and project screens load that no other screen loads, apart from the few screens that also run
 * the checker or the preview (a student's projects, a mentor's review, an admin's material, the rule tryout: they
 * download that chunk whole). Whatever the entry or any other screen loads keeps its own chunk, so those download
 * nothing more, and the landing page none of it.
 */
import { resolve } from 'node:path';

/**
 * The screens whose first open should be quick. What their warm-up imports as the app starts (the checker's client,
 * the practice's reads: src/app/code-screen-warmup.ts) keeps chunks of its own: it starts before the group's chunk,
 * with all it imports, has been evaluated.
 */
const TARGETS = ['src/features/student/practice-screen.tsx', 'src/features/student/project-screen.tsx'].map((file) =>
  resolve(file),
);

/** Other screens that may load the chunk whole: they run the checker or build previews too. */
const ALSO_LOADING = [
  'src/features/student/submissions-screen.tsx',
  'src/features/mentor/submission-screen.tsx',
  'src/features/admin/material-screen.tsx',
  'src/features/testing/test-screen.tsx',
  'src/features/testing/behaviour-screen.tsx',
].map((file) => resolve(file));

type ModuleInfo = {
  id: string;
  isEntry: boolean;
  importers: string[];
  dynamicImporters: string[];
  importedIds: string[];
  dynamicallyImportedIds: string[];
};
type Context = { getModuleInfo(id: string): ModuleInfo | null };

/** Every module of the graph `id` belongs to, by id. */
function wholeGraph(id: string, ctx: Context): Map<string, ModuleInfo> {
  const found = new Map<string, ModuleInfo>();
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (found.has(next)) continue;
    const info = ctx.getModuleInfo(next);
    if (!info) continue;
    found.set(next, info);
    queue.push(...info.importers, ...info.dynamicImporters, ...info.importedIds, ...info.dynamicallyImportedIds);
  }
  return found;
}

/** The modules `roots` load with them: themselves and what they import statically, recursively. */
function staticClosure(roots: string[], graph: Map<string, ModuleInfo>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(graph.get(next)?.importedIds ?? []));
  }
  return seen;
}

/** The modules of the group: loaded by a target, by no root other than the targets and ALSO_LOADING. */
function groupModules(graph: Map<string, ModuleInfo>): Set<string> {
  const roots = [...graph.values()].filter((m) => m.isEntry || m.dynamicImporters.length > 0).map((m) => m.id);
  const others = staticClosure(
    roots.filter((id) => !TARGETS.includes(id) && !ALSO_LOADING.includes(id)),
    graph,
  );
  return new Set([...staticClosure(TARGETS, graph)].filter((id) => !others.has(id)));
}

/** The group, for `codeSplitting.groups`: Rolldown asks `name` of each module once the graph is complete. */
export function codeScreenChunks() {
  // Worked out once per chunking pass (a watching build chunks again with another context).
  const members = new WeakMap<Context, Set<string>>();
  return {
    debugName: 'code-screens',
    // The group takes no module beyond its own: what it imports from other chunks stays there (the entry's React,
    // a shared screen's modules). No cycle between chunks can come of it: no module outside imports one inside.
    includeDependenciesRecursively: false,
    name(id: string, ctx: Context): string | null {
      let group = members.get(ctx);
      if (!group) {
        group = groupModules(wholeGraph(id, ctx));
        members.set(ctx, group);
      }
      return group.has(id) ? 'code-screens' : null;
    },
  };
}
