/**
 * What a screen loads, read from the built bundle: its chunk, the chunks that chunk imports, and their styles. The
 * code screens' documents preload all of it (screen-documents.ts); the built landing page writes the styles in
 * (prerender-landing.ts).
 */
import { resolve } from 'node:path';
import type { Rollup } from 'vite';

/** A chunk as Vite leaves it in the bundle: with the stylesheets its modules import. */
export type ChunkWithCss = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * The chunk of `module` (a path from the project root; its own chunk, or the one a code-splitting group put it in:
 * code-screen-chunks.ts) and the chunks it imports, each once: `scripts` lists a chunk before the ones it imports,
 * `styles` lists an imported chunk's styles before the importer's own, the order in which Vite's loader applies them.
 */
export function screenFiles(bundle: Rollup.OutputBundle, module: string): { scripts: string[]; styles: string[] } {
  const chunks = Object.values(bundle).filter((output): output is ChunkWithCss => output.type === 'chunk');
  const screen =
    chunks.find((chunk) => chunk.facadeModuleId === resolve(module)) ??
    chunks.find((chunk) => chunk.moduleIds.includes(resolve(module)));
  if (!screen) throw new Error(`[screen-chunks] no chunk for ${module} in the build`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (chunk: ChunkWithCss) => {
    if (scripts.includes(chunk.fileName)) return;
    scripts.push(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!styles.includes(css)) styles.push(css);
  };
  visit(screen);
  return { scripts, styles };
}
