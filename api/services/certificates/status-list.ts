/**
 * Revocation as a Bitstring Status List (W3C): each certificate's row id is its place in a list of 131,072 bits
 * (the smallest length the specification allows, so one certificate cannot be told apart by the list's size); list
 * `n` holds ids `(n−1)·131072 … n·131072−1`. A list is served as a credential signed by the academy, built from the
 * revoked rows and kept for up to 30 seconds per process (and answered with `max-age=30`), so a revocation shows
 * on every public page within a minute; a revocation made by this process shows at once.
 */
import { createCredential, createList } from '@digitalbazaar/vc-bitstring-status-list';
import { and, gte, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates } from '../../db/schema';
import { VC_V2_CONTEXT } from './contexts';
import type { Issuer } from './issuer';
import { dateTime, signCredential } from './signing';

export const STATUS_LIST_LENGTH = 131_072;
/** How long a built list is served before it is built again, in milliseconds. */
export const STATUS_LIST_MAX_AGE_MS = 30_000;

/** The address of status list `list` on `origin`. */
export function statusListUrl(origin: string, list: number): string {
  return `${origin}/api/certificates/status/${list}`;
}

/** The `credentialStatus` entry of the certificate with row id `rowId`. */
export function statusEntry(origin: string, rowId: number): Record<string, string> {
  const list = Math.floor(rowId / STATUS_LIST_LENGTH) + 1;
  const index = String(rowId % STATUS_LIST_LENGTH);
  const url = statusListUrl(origin, list);
  return {
    id: `${url}#${index}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: index,
    statusListCredential: url,
  };
}

type Built = { at: number; generation: number; credential: Record<string, unknown> };
const built = new WeakMap<Db, Map<string, Built>>();
const generations = new WeakMap<Db, number>();

/** Marks this process's built lists out of date (after a revocation). */
export function statusListsChanged(db: Db): void {
  generations.set(db, (generations.get(db) ?? 0) + 1);
}

/** Status list `list` as a signed BitstringStatusListCredential, from cache while fresh. */
export async function statusListCredential(
  db: Db,
  issuer: Issuer,
  list: number,
  now = new Date(),
): Promise<Record<string, unknown>> {
  const key = `${issuer.did} ${list}`;
  const cache = built.get(db) ?? new Map<string, Built>();
  built.set(db, cache);
  const generation = generations.get(db) ?? 0;
  const hit = cache.get(key);
  if (hit && hit.generation === generation && now.getTime() - hit.at < STATUS_LIST_MAX_AGE_MS) return hit.credential;

  const first = (list - 1) * STATUS_LIST_LENGTH;
  const revoked = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      and(
        isNotNull(certificates.revokedAt),
        gte(certificates.id, first),
        lt(certificates.id, first + STATUS_LIST_LENGTH),
      ),
    );
  const bits = await createList({ length: STATUS_LIST_LENGTH });
  for (const row of revoked) bits.setStatus(row.id - first, true);
  const unsigned = await createCredential({
    id: statusListUrl(issuer.origin, list),
    list: bits,
    statusPurpose: 'revocation',
  });
  const credential = await signCredential(
    issuer,
    { '@context': [VC_V2_CONTEXT], ...unsigned, issuer: issuer.did, validFrom: dateTime(now) },
    now,
  );
  cache.set(key, { at: now.getTime(), generation, credential });
  return credential;
}
