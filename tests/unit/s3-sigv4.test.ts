/**
 * The fake S3 store's SigV4 verifier (tests/fakes/sigv4.ts) against the worked examples AWS publishes for
 * header-based SigV4 on S3 (Amazon S3 API Reference, "Signature Calculations for the Authorization Header:
 * Transferring Payload in a Single Chunk", examples GET Object, PUT Object, GET Bucket Lifecycle and
 * Get Bucket (List Objects)): the same canonical request, string to sign and signature, and refusals when
 * anything signed changes.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalQuery, canonicalUri, type SignedRequest, uriEncode, verifySigV4 } from '../fakes/sigv4';

// AWS's example credentials and time (they sign nothing real).
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
};
const now = new Date('2013-05-24T00:00:00Z');
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const scope = 'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request';

function request(method: string, path: string, query: string, headers: Record<string, string>, auth: string) {
  return {
    method,
    path,
    query,
    headers: [...Object.entries(headers), ['Authorization', `AWS4-HMAC-SHA256 Credential=${scope},${auth}`]],
  } satisfies SignedRequest;
}

const getObject = request(
  'GET',
  '/test.txt',
  '',
  {
    Host: 'examplebucket.s3.amazonaws.com',
    Range: 'bytes=0-9',
    'x-amz-content-sha256': EMPTY_SHA256,
    'x-amz-date': '20130524T000000Z',
  },
  'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
);

describe('verifySigV4 against AWS’s published examples', () => {
  it('GET Object: the canonical request, string to sign and signature AWS shows', () => {
    const result = verifySigV4(getObject, credentials, now);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_SHA256,
      ].join('\n'),
    );
    expect(result.stringToSign).toBe(
      [
        'AWS4-HMAC-SHA256',
        '20130524T000000Z',
        '20130524/us-east-1/s3/aws4_request',
        '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
      ].join('\n'),
    );
    expect(result.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });

  it('PUT Object: a key with `$`, a Date header and a signed payload hash', () => {
    const body = 'Welcome to Amazon S3.';
    const payloadHash = createHash('sha256').update(body).digest('hex');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const put = request(
      'PUT',
      '/test$file.text',
      '',
      {
        Host: 'examplebucket.s3.amazonaws.com',
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-date': '20130524T000000Z',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': payloadHash,
      },
      'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
    const result = verifySigV4(put, credentials, now);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.canonicalRequest.split('\n').slice(0, 2)).toEqual(['PUT', '/test%24file.text']);
    expect(result.stringToSign.split('\n')[3]).toBe('9e0e90d9c76de8fa5b200d8c849cd5b8dc7a3be3951ddb7f6a76b4158342019d');
    expect(result.payloadHash).toBe(payloadHash);
  });

  it('GET Bucket Lifecycle and List Objects: query strings', () => {
    const headers = {
      Host: 'examplebucket.s3.amazonaws.com',
      'x-amz-date': '20130524T000000Z',
      'x-amz-content-sha256': EMPTY_SHA256,
    };
    const lifecycle = verifySigV4(
      request(
        'GET',
        '/',
        'lifecycle',
        headers,
        'SignedHeaders=host;x-amz-content-sha256;x-amz-date,Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543',
      ),
      credentials,
      now,
    );
    expect(lifecycle.ok && lifecycle.stringToSign.split('\n')[3]).toBe(
      '9766c798316ff2757b517bc739a67f6213b4ab36dd5da2f94eaebf79c77395ca',
    );
    const list = verifySigV4(
      request(
        'GET',
        '/',
        'prefix=J&max-keys=2',
        headers,
        'SignedHeaders=host;x-amz-content-sha256;x-amz-date,Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
      ),
      credentials,
      now,
    );
    expect(list.ok && list.stringToSign.split('\n')[3]).toBe(
      'df57d21db20da04d7fa30298dd4488ba3a2b47ca3a489c74750e0f1e7df1b9b7',
    );
  });
});

describe('verifySigV4 refusals', () => {
  const withHeader = (name: string, value: string | null): SignedRequest => ({
    ...getObject,
    headers: [
      ...getObject.headers.filter(([n]) => n.toLowerCase() !== name.toLowerCase()),
      ...(value === null ? [] : [[name, value] as const]),
    ],
  });
  const codeOf = (req: SignedRequest, creds = credentials, at = now) => {
    const result = verifySigV4(req, creds, at);
    return result.ok ? 'ok' : `${result.status} ${result.code}`;
  };

  it.each([
    ['a wrong secret', getObject, { ...credentials, secretAccessKey: 'not-the-secret' }, '403 SignatureDoesNotMatch'],
    ['another access key', getObject, { ...credentials, accessKeyId: 'AKIAOTHER' }, '403 InvalidAccessKeyId'],
    ['another region', getObject, { ...credentials, region: 'eu-west-1' }, '400 AuthorizationHeaderMalformed'],
    ['a changed signed header', withHeader('Range', 'bytes=0-99'), credentials, '403 SignatureDoesNotMatch'],
    ['another path', { ...getObject, path: '/other.txt' }, credentials, '403 SignatureDoesNotMatch'],
    ['another method', { ...getObject, method: 'DELETE' }, credentials, '403 SignatureDoesNotMatch'],
    ['an added query', { ...getObject, query: 'acl' }, credentials, '403 SignatureDoesNotMatch'],
    ['no Authorization', withHeader('Authorization', null), credentials, '403 AccessDenied'],
    [
      'a garbled Authorization',
      withHeader('Authorization', 'AWS AKIA:abc'),
      credentials,
      '400 AuthorizationHeaderMalformed',
    ],
    ['no x-amz-date', withHeader('x-amz-date', null), credentials, '403 AccessDenied'],
    ['no payload hash', withHeader('x-amz-content-sha256', null), credentials, '400 InvalidRequest'],
    ['an unsigned x-amz header', withHeader('x-amz-acl', 'public-read'), credentials, '403 AccessDenied'],
  ] as const)('refuses %s', (_, req, creds, expected) => {
    expect(codeOf(req, creds)).toBe(expected);
  });

  it('refuses a request more than 15 minutes from the server’s time', () => {
    expect(codeOf(getObject, credentials, new Date('2013-05-24T00:14:00Z'))).toBe('ok');
    expect(codeOf(getObject, credentials, new Date('2013-05-24T00:16:00Z'))).toBe('403 RequestTimeTooSkewed');
  });

  it('unsigned headers do not matter', () => {
    expect(codeOf(withHeader('User-Agent', 'curl/8'))).toBe('ok');
  });
});

describe('canonical forms', () => {
  it('encode as S3’s UriEncode does', () => {
    expect(uriEncode('a b~c/d$é')).toBe('a%20b~c%2Fd%24%C3%A9');
    expect(canonicalUri('/bucket/a%20b/c$d')).toBe('/bucket/a%20b/c%24d');
    expect(canonicalQuery('b=2&a=&c=x%2By&a=1')).toBe('a=&a=1&b=2&c=x%2By');
  });
});
