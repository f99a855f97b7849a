/**
 * Signing with the academy's key: Data Integrity proofs with the `eddsa-rdfc-2022` cryptosuite, through Digital
 * Bazaar's `vc` library; every context comes from the bundle (contexts.ts), so nothing is fetched.
 */
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import { documentLoader } from './contexts';
import { type Issuer, issuerDocument } from './issuer';

/** `credential` with the issuer's proof added; `now` is the proof's creation time. */
export async function signCredential(
  issuer: Issuer,
  credential: Record<string, unknown>,
  now: Date,
): Promise<Record<string, unknown>> {
  const suite = new DataIntegrityProof({ signer: issuer.key.signer(), cryptosuite, date: now });
  return await vc.issue({
    credential,
    suite,
    documentLoader: documentLoader((url) => issuerDocument(issuer, url)),
    now,
  });
}

/** An XML Schema date-time without milliseconds, as the credential examples write them. */
export function dateTime(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
