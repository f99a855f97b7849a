/**
 * The editing replay's size and cost against its baseline in the same run: the same 30-minute session
 * (tests/fixtures/replay-session.ts) as the naive JSON of its events, gzipped alike. Target: the packed replay
 * within 20 KB gzipped. Run: `node --import tsx tests/bench/replay-size.ts` (prints one line per form and
 * the ratio); `src/editor/replay/replay-codec.test.ts` holds the 20 KB target in the unit suite.
 */
import { gzipSync } from 'node:zlib';
import { compressReplay, decodeReplayBinary, encodeReplayBinary } from '../../src/editor/replay/replay-codec';
import { thirtyMinuteSession } from '../fixtures/replay-session';

const ROUNDS = 40;
const session = thirtyMinuteSession();
const json = JSON.stringify(session);
const jsonGz = gzipSync(json).length;
const binary = encodeReplayBinary(session);
const packed = (await compressReplay(session)).length;

function median(task: () => unknown): number {
  const times: number[] = [];
  for (let round = -3; round < ROUNDS; round++) {
    const start = performance.now();
    task();
    if (round >= 0) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `session: ${session.events.length} events over ${((session.events.at(-1)?.t ?? 0) / 60_000).toFixed(1)} min`,
);
console.log(`naive JSON: ${kb(json.length)} raw, ${kb(jsonGz)} gzipped`);
console.log(
  `replay encoding: ${kb(binary.length)} raw, ${kb(packed)} gzipped (target ≤ 20 KB: ${packed <= 20 * 1024 ? 'met' : 'MISSED'})`,
);
console.log(`gzipped size: ${(jsonGz / packed).toFixed(2)}× smaller than the naive JSON`);
const encodeJson = median(() => gzipSync(JSON.stringify(session)));
const encodeOurs = median(() => gzipSync(encodeReplayBinary(session)));
const decodeJson = median(() => JSON.parse(json));
const decodeOurs = median(() => decodeReplayBinary(binary));
console.log(
  `encode + gzip: ${encodeOurs.toFixed(2)} ms against ${encodeJson.toFixed(2)} ms for JSON (median of ${ROUNDS})`,
);
console.log(`decode: ${decodeOurs.toFixed(2)} ms against ${decodeJson.toFixed(2)} ms for JSON.parse`);
