/**
 * Password hashing with argon2id at the OWASP minimum (19 MiB, 2 iterations, parallelism 1), used by services and
 * the seeder alike (`api/lib` holds leaf helpers any layer of `api/` may use; they import only `errors` and `env`).
 * Each hash costs about 10 ms of CPU and 19 MiB of memory, so at most `MAX_CONCURRENT_HASHES` run at
 * once; the rest wait in line (at most MAX_WAITING, then 429), which keeps a sign-in flood from
 * starving other requests.
 */
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../errors';

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, not importable under isolatedModules)
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
const MAX_CONCURRENT_HASHES = 2;
/** Beyond this many waiting hashes (about a second of work) new ones are refused with 429 instead of queueing. */
const MAX_WAITING = 100;

let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    if (waiting.length >= MAX_WAITING) {
      // The message is a key of the server message table; app.onError translates it.
      throw new AppError('too_many_requests', 'serverBusy', undefined, { 'Retry-After': '1' });
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** An argon2id PHC string for `password`. */
export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, options));
}

/** True when `password` matches the stored hash; a malformed hash counts as no match. */
export function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  return limited(async () => {
    try {
      return await verify(storedHash, password);
    } catch {
      return false;
    }
  });
}

/**
 * A valid hash of a random password, verified against when the e-mail is unknown so that a wrong
 * address takes as long as a wrong password and does not reveal which addresses exist.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}
