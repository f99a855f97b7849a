/**
 * The code screens' build (docs/decisions/0017-speed-targets.md, a first verdict within 4 s on a slow link): their documents preload what the
 * first verdict needs beside the entry (scripts/screen-documents.ts), and what only they load comes in one chunk
 * (scripts/code-screen-chunks.ts) without taking anything the entry or another screen loads.
 */
import { resolve } from 'node:path';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { codeScreenChunks } from './code-screen-chunks';
import { type ChunkWithCss, screenFiles } from './screen-chunks';
import { screenDocument } from './screen-documents';

// The shape Vite writes index.html in.
const shell = `<!doctype html>
<html lang="id">
  <head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('a code screen document', () => {
  const page = screenDocument(shell, 'assets/checker.worker-W.js', {
    scripts: ['assets/code-screens-D.js', 'assets/index-A.js', 'assets/react-B.js', 'assets/learning-E.js'],
    styles: ['assets/index-C.css', 'assets/code-screens-F.css'],
  });

  it("preloads the checker's script as the fetch that uses it, and the screen's chunks and styles", () => {
    const head = page.slice(page.indexOf('<head>'), page.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/assets/checker.worker-W.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/code-screens-D.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/learning-E.js">');
    // A stylesheet preload, not a stylesheet: Vite's loader still adds and awaits the sheet when the screen loads.
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/code-screens-F.css">');
  });

  it('keeps the shell as it was and names nothing twice', () => {
    expect(page.replace(/ {4}<link rel="(?:module)?preload"[^>]*>\n/g, '')).toBe(
      shell.replace('    <link rel="modulepreload" crossorigin href="/assets/react-B.js">\n', ''),
    );
    for (const file of ['index-A.js', 'react-B.js', 'index-C.css']) {
      expect(page.split(`/assets/${file}"`)).toHaveLength(2);
    }
  });
});

describe("a screen's files in the bundle", () => {
  /** A bundle of chunks `{ fileName: { modules, imports, css } }`, with the fields the walk reads. */
  function bundle(chunks: Record<string, { modules: string[]; imports?: string[]; css?: string[] }>) {
    const entries = Object.entries(chunks).map(([fileName, chunk]) => {
      const output = {
        type: 'chunk',
        fileName,
        facadeModuleId: chunk.modules.length === 1 ? resolve(chunk.modules[0] ?? '') : null,
        moduleIds: chunk.modules.map((module) => resolve(module)),
        imports: chunk.imports ?? [],
        viteMetadata: { importedCss: new Set(chunk.css ?? []) },
      };
      return [fileName, output as unknown as ChunkWithCss] as const;
    });
    return Object.fromEntries(entries) as Rollup.OutputBundle;
  }
  const built = bundle({
    'assets/screen.js': { modules: ['src/screen.tsx'], imports: ['assets/ui.js', 'assets/react.js'], css: ['s.css'] },
    'assets/ui.js': { modules: ['src/ui/a.tsx', 'src/ui/b.tsx'], imports: ['assets/react.js'], css: ['ui.css'] },
    'assets/react.js': { modules: ['react'], css: ['base.css'] },
    'assets/other.js': { modules: ['src/other.tsx'], imports: ['assets/ui.js'], css: ['other.css'] },
  });

  it('lists the chunk before what it imports, and the styles of what it imports before its own, each once', () => {
    expect(screenFiles(built, 'src/screen.tsx')).toEqual({
      scripts: ['assets/screen.js', 'assets/ui.js', 'assets/react.js'],
      styles: ['base.css', 'ui.css', 's.css'],
    });
  });

  it('finds a module that shares its chunk with others, and names a module the build lacks', () => {
    expect(screenFiles(built, 'src/ui/b.tsx').styles).toEqual(['base.css', 'ui.css']);
    expect(() => screenFiles(built, 'src/missing.tsx')).toThrow('no chunk for src/missing.tsx');
  });
});

describe('the code screens chunk', () => {
  type Node = { imports?: string[]; dynamic?: string[] };
  /** A module graph as Rolldown's chunking context shows it, from `{ id: { imports, dynamic } }`. */
  function context(graph: Record<string, Node>, entry: string) {
    const id = (name: string) => (name.startsWith('src/') ? resolve(name) : name);
    const info = (name: string) => ({
      id: id(name),
      isEntry: name === entry,
      importedIds: (graph[name]?.imports ?? []).map(id),
      dynamicallyImportedIds: (graph[name]?.dynamic ?? []).map(id),
      importers: Object.keys(graph)
        .filter((other) => graph[other]?.imports?.includes(name))
        .map(id),
      dynamicImporters: Object.keys(graph)
        .filter((other) => graph[other]?.dynamic?.includes(name))
        .map(id),
    });
    const byId = new Map(Object.keys(graph).map((name) => [id(name), info(name)]));
    return { id, ctx: { getModuleInfo: (moduleId: string) => byId.get(moduleId) ?? null } };
  }

  const practice = 'src/features/student/practice-screen.tsx';
  const project = 'src/features/student/project-screen.tsx';
  const review = 'src/features/mentor/submission-screen.tsx';
  const graph: Record<string, Node> = {
    // The entry also starts the practice's reads as it runs (the code screens' warm-up).
    'src/main.tsx': {
      imports: ['react'],
      dynamic: [practice, project, review, 'src/learning-screen.tsx', 'src/practice-reads.ts'],
    },
    'src/practice-reads.ts': { imports: ['src/learning-source.ts'] },
    react: {},
    [practice]: {
      imports: [
        'react',
        'src/workspace.tsx',
        'src/learning-source.ts',
        'src/checker-client.ts',
        'src/practice-reads.ts',
      ],
    },
    [project]: { imports: ['src/workspace.tsx'] },
    [review]: { imports: ['src/checker-client.ts', 'src/review-only.ts'] },
    'src/review-only.ts': {},
    'src/learning-screen.tsx': { imports: ['src/learning-source.ts'] },
    'src/workspace.tsx': { imports: ['react'], dynamic: ['src/code-editor.tsx'] },
    'src/code-editor.tsx': { imports: ['codemirror'] },
    codemirror: {},
    'src/learning-source.ts': {},
    'src/checker-client.ts': {},
  };

  it('takes what only the code screens load, and leaves what the entry or another screen loads', () => {
    const { id, ctx } = context(graph, 'src/main.tsx');
    const group = codeScreenChunks();
    const inGroup = Object.keys(graph).filter((name) => group.name(id(name), ctx) === 'code-screens');
    expect(inGroup.sort()).toEqual([practice, project, 'src/checker-client.ts', 'src/workspace.tsx'].sort());
    // Not the entry's React, the learning screen's source, the editor they import later, the review's own code, nor
    // the reads the entry starts before the screen's chunk has been evaluated.
    expect(group.includeDependenciesRecursively).toBe(false);
  });
});
