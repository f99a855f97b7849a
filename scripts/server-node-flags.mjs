/**
 * The node flags the server process runs with: `npm start` (scripts/start.mjs) passes them, `WORKERS=N`'s processes
 * inherit them (node:cluster forks with the primary's flags), and the benchmarks start the product with them. Running
 * the built server by hand: `node --max-semi-space-size=64 dist-server/server.mjs`.
 *
 * `--max-semi-space-size=64` (MB; node 20's default is 16): a larger young generation. Under load each request in
 * flight holds its objects (Hono's context, the parsed body, the rows, the answer's text) across its awaits; with
 * hundreds of requests in flight, a 16 MB nursery fills before they finish, so every scavenge copies them and
 * promotes many to the old generation, which then needs full collections. In the load benchmark (200 students,
 * about 600 keep-alive sockets) this flag took the product from 0.81× to 0.94× of the bare server's throughput
 * (27 Nov 2026). It cannot be set from inside the process: V8 sizes its heap when it starts.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
