/**
 * AWS Signature Version 4 verification, as a store does it, for the fake S3 server of the tests. Written from
 * AWS's published description of header-based SigV4 for S3 ("Signature Calculations for the Authorization
 * Header: Transferring Payload in a Single Chunk"): the canonical request (method, URI-encoded path, sorted
 * query, canonical headers, signed header names, payload hash), the string to sign, the signing key derived
 * by HMAC-SHA256 from `AWS4` + secret through date, region, service and `aws4_request`, and the signature.
 * Independent of any client library on purpose: it is what the client under test must satisfy.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type SigV4Credentials = { accessKeyId: string; secretAccessKey: string; region: string; service?: string };

/** A request as it arrived: the raw (still percent-encoded) path and query, and every header line. */
export type SignedRequest = {
  method: string;
  path: string;
  /** Without the leading `?`; empty when there is none. */
  query: string;
  headers: ReadonlyArray<readonly [name: string, value: string]>;
};

/** A refusal in S3's terms: HTTP status, S3 error code and message. */
export type SigV4Refusal = { ok: false; status: number; code: string; message: string; details?: SigV4Workings };
export type SigV4Workings = { canonicalRequest: string; stringToSign: string; signature: string };
export type SigV4Result = ({ ok: true; payloadHash: string } & SigV4Workings) | SigV4Refusal;

/** How far a request's time may be from the server's (S3 refuses beyond 15 minutes). */
export const MAX_SKEW_MS = 15 * 60 * 1000;

const sha256Hex = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** S3's UriEncode: every byte but A–Z a–z 0–9 - _ . ~ as %XY (upper-case hex); `/` kept when `keepSlash`. */
export function uriEncode(text: string, keepSlash = false): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const ch = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.~]/.test(ch) || (keepSlash && ch === '/')) out += ch;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The path as S3 signs it: each segment decoded once, then URI-encoded (no normalisation of `.` or `//`). */
export function canonicalUri(path: string): string {
  return path === ''
    ? '/'
    : path
        .split('/')
        .map((segment) => uriEncode(decode(segment)))
        .join('/');
}

/** Parameters URI-encoded, `name=value` (empty value kept as `name=`), sorted by name then value, joined by `&`. */
export function canonicalQuery(query: string): string {
  return query
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const at = part.indexOf('=');
      const [name, value] = at === -1 ? [part, ''] : [part.slice(0, at), part.slice(at + 1)];
      return [uriEncode(decode(name.replace(/\+/g, ' '))), uriEncode(decode(value.replace(/\+/g, ' ')))] as const;
    })
    .sort(([n1, v1], [n2, v2]) => (n1 < n2 ? -1 : n1 > n2 ? 1 : v1 < v2 ? -1 : v1 > v2 ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** Header values by lower-case name: trimmed, inner runs of spaces collapsed, repeated headers joined by `,`. */
function headerValues(headers: SignedRequest['headers']): Map<string, string> {
  const values = new Map<string, string>();
  for (const [name, value] of headers) {
    const key = name.toLowerCase();
    const clean = value.trim().replace(/ +/g, ' ');
    const before = values.get(key);
    values.set(key, before === undefined ? clean : `${before},${clean}`);
  }
  return values;
}

export function canonicalRequestOf(
  request: SignedRequest,
  signedHeaders: readonly string[],
  payloadHash: string,
): string {
  const values = headerValues(request.headers);
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${values.get(name) ?? ''}\n`).join('');
  return [
    request.method.toUpperCase(),
    canonicalUri(request.path),
    canonicalQuery(request.query),
    canonicalHeaders,
    signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
}

export function signingKey(secretAccessKey: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
}

/** `20130524T000000Z` as a Date, or null. */
function parseAmzDate(text: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!m) return null;
  const date = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
  return Number.isNaN(date.getTime()) ? null : date;
}

const refuse = (status: number, code: string, message: string, details?: SigV4Workings): SigV4Refusal =>
  details ? { ok: false, status, code, message, details } : { ok: false, status, code, message };

/** The parts of `AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…`, or null when malformed. */
function parseAuthorization(header: string) {
  const m = /^AWS4-HMAC-SHA256 +(.+)$/.exec(header.trim());
  if (!m) return null;
  const parts = new Map<string, string>();
  for (const item of m[1]!.split(/\s*,\s*/)) {
    const at = item.indexOf('=');
    if (at > 0) parts.set(item.slice(0, at), item.slice(at + 1));
  }
  const credential = parts.get('Credential')?.split('/');
  const signedHeaders = parts.get('SignedHeaders')?.split(';');
  const signature = parts.get('Signature');
  if (credential?.length !== 5 || !signedHeaders || !signature) return null;
  const [accessKeyId, date, region, service, terminal] = credential as [string, string, string, string, string];
  return { accessKeyId, date, region, service, terminal, signedHeaders, signature };
}

/**
 * Checks a request's `Authorization` header against `credentials` at time `now`. A pass returns the workings
 * and the payload hash the request declared (its body must still be checked against it); a refusal says why
 * in S3's own error codes.
 */
export function verifySigV4(request: SignedRequest, credentials: SigV4Credentials, now = new Date()): SigV4Result {
  const service = credentials.service ?? 's3';
  const values = headerValues(request.headers);
  const authorization = values.get('authorization');
  if (authorization === undefined) return refuse(403, 'AccessDenied', 'Access Denied');
  const auth = parseAuthorization(authorization);
  if (!auth) {
    return refuse(400, 'AuthorizationHeaderMalformed', 'The authorization header you provided is invalid.');
  }
  if (auth.accessKeyId !== credentials.accessKeyId) {
    return refuse(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  }
  const amzDate = values.get('x-amz-date') ?? '';
  const time = parseAmzDate(amzDate);
  if (!time) return refuse(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  if (auth.date !== amzDate.slice(0, 8)) {
    return refuse(400, 'AuthorizationHeaderMalformed', 'Invalid credential date. Date is not the same as X-Amz-Date.');
  }
  if (auth.region !== credentials.region) {
    return refuse(
      400,
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; the region '${auth.region}' is wrong; expecting '${credentials.region}'`,
    );
  }
  if (auth.service !== service || auth.terminal !== 'aws4_request') {
    return refuse(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed; incorrect service.');
  }
  if (Math.abs(now.getTime() - time.getTime()) > MAX_SKEW_MS) {
    return refuse(
      403,
      'RequestTimeTooSkewed',
      "The difference between the request time and the server's time is too large.",
    );
  }
  const payloadHash = values.get('x-amz-content-sha256');
  if (payloadHash === undefined) {
    return refuse(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  }
  if (!/^(?:[0-9a-f]{64}|UNSIGNED-PAYLOAD|STREAMING-[A-Z0-9-]+)$/.test(payloadHash)) {
    return refuse(400, 'InvalidArgument', 'x-amz-content-sha256 must be UNSIGNED-PAYLOAD or a valid sha256 value.');
  }
  // Names must be lower case and sorted as sent; `host` is always signed, and so is every x-amz-* header sent.
  const signed = auth.signedHeaders;
  const sorted = [...signed].sort();
  if (signed.some((name, i) => name !== name.toLowerCase() || name !== sorted[i]) || !signed.includes('host')) {
    return refuse(
      400,
      'AuthorizationHeaderMalformed',
      'The authorization header is malformed; SignedHeaders is invalid.',
    );
  }
  if ([...values.keys()].some((name) => name.startsWith('x-amz-') && !signed.includes(name))) {
    return refuse(403, 'AccessDenied', 'There were headers present in the request which were not signed');
  }

  const canonicalRequest = canonicalRequestOf(request, signed, payloadHash);
  const scope = `${auth.date}/${auth.region}/${auth.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = signingKey(credentials.secretAccessKey, auth.date, auth.region, auth.service);
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  const workings = { canonicalRequest, stringToSign, signature };
  const given = Buffer.from(auth.signature, 'utf8');
  const expected = Buffer.from(signature, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return refuse(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      workings,
    );
  }
  return { ok: true, payloadHash, ...workings };
}

/** Whether a body matches the payload hash the request signed (`UNSIGNED-PAYLOAD` accepts any body). */
export function payloadMatches(payloadHash: string, body: Uint8Array): boolean {
  return payloadHash === 'UNSIGNED-PAYLOAD' || payloadHash === sha256Hex(body);
}
