/**
 * The academy as an issuer: an Ed25519 key (CERTIFICATE_SIGNING_SEED when set, else a seed generated once and kept
 * in `app_settings`, as the payment key is) and its `did:web` identifier, published as a DID document at
 * `/api/certificates/issuer/did.json` on the academy's public origin (did:web's rule for a DID with a path).
 */
import { randomBytes } from 'node:crypto';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { unsampledTextValue } from '../../db/plan-stable';
import { appSettings } from '../../db/schema';
import type { Env } from '../../env';
import { DID_V1_CONTEXT, MULTIKEY_V1_CONTEXT } from './contexts';

const SETTING = 'certificates.signing_seed';
const seeds = new WeakMap<Db, Uint8Array>();

/** The 32-byte seed of the signing key, base64url in the variable or the setting. */
export function parseSeed(value: string): Uint8Array {
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length !== 32) throw new Error('CERTIFICATE_SIGNING_SEED must be 32 bytes in base64url');
  return new Uint8Array(bytes);
}

async function signingSeed(db: Db, env: Pick<Env, 'CERTIFICATE_SIGNING_SEED'>): Promise<Uint8Array> {
  if (env.CERTIFICATE_SIGNING_SEED) return parseSeed(env.CERTIFICATE_SIGNING_SEED);
  const cached = seeds.get(db);
  if (cached) return cached;
  // Several processes may start at once: the first insert wins and everyone reads that one.
  await db
    .insert(appSettings)
    .values({ key: SETTING, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, unsampledTextValue(SETTING)));
  if (!row) throw new Error('the certificate signing seed was not stored');
  const seed = parseSeed(row.value);
  seeds.set(db, seed);
  return seed;
}

/** `did:web` of an origin: `http://localhost:4302` → `did:web:localhost%3A4302:api:certificates:issuer`. */
export function issuerDid(origin: string): string {
  const { host } = new URL(origin);
  return `did:web:${encodeURIComponent(host)}:api:certificates:issuer`;
}

export type Issuer = {
  did: string;
  origin: string;
  keyId: string;
  key: Ed25519Multikey.Ed25519KeyPair;
};

/** The academy's signing key, named for the DID of `origin`. */
export async function academyIssuer(
  db: Db,
  env: Pick<Env, 'CERTIFICATE_SIGNING_SEED'>,
  origin: string,
): Promise<Issuer> {
  const did = issuerDid(origin);
  const keyId = `${did}#key-1`;
  const key = await Ed25519Multikey.generate({ seed: await signingSeed(db, env), id: keyId, controller: did });
  return { did, origin, keyId, key };
}

/** The public verification method (the key's public half only). */
export function verificationMethod(issuer: Issuer): Record<string, unknown> {
  return {
    id: issuer.keyId,
    type: 'Multikey',
    controller: issuer.did,
    publicKeyMultibase: issuer.key.publicKeyMultibase,
  };
}

/** The DID document published for `issuer`: its one key, for assertions (signing credentials). */
export function didDocument(issuer: Issuer): Record<string, unknown> {
  return {
    '@context': [DID_V1_CONTEXT, MULTIKEY_V1_CONTEXT],
    id: issuer.did,
    verificationMethod: [verificationMethod(issuer)],
    assertionMethod: [issuer.keyId],
  };
}

/** The document a verifier gets for `url` when it names the issuer or its key, else undefined. */
export function issuerDocument(issuer: Issuer, url: string): Record<string, unknown> | undefined {
  if (url === issuer.did) return didDocument(issuer);
  if (url === issuer.keyId) return { '@context': MULTIKEY_V1_CONTEXT, ...verificationMethod(issuer) };
  return undefined;
}
