/**
 * Entry of the Node worker thread that runs PHP (host-node.ts). Plain JavaScript so any runtime can start it;
 * a worker thread does not inherit the `--import tsx` loader (nor Vitest's transform), so it registers tsx
 * before it loads the TypeScript engine, as the checker's pool worker does.
 */
const { register } = await import('tsx/esm/api');
register();
await import('./node-thread.ts');
