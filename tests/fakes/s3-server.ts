/**
 * A small S3-compatible object store for tests, on 127.0.0.1 (node:http, path-style `/<bucket>/<key>`): one
 * bucket, PutObject (with a Content-Length, as S3 requires), HeadObject and GetObject with a byte Range (206 + Content-Range, 416 InvalidRange). Every
 * request must carry a SigV4 Authorization header that verifies with the configured secret (./sigv4.ts), and a
 * PUT body must match its signed payload hash. Errors are S3's XML error documents with S3's codes
 * (NoSuchKey, SignatureDoesNotMatch, …); HEAD errors have no body, as on S3.
 *
 *   const s3 = await startFakeS3({ accessKeyId: 'AK', secretAccessKey: 'SK', bucket: 'uploads' });
 *   // S3_ENDPOINT = s3.endpoint, S3_BUCKET = 'uploads'…
 *   await s3.close();
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { payloadMatches, type SigV4Credentials, verifySigV4 } from './sigv4';

export type FakeS3Options = {
  accessKeyId: string;
  secretAccessKey: string;
  bucket: string;
  /** Default `us-east-1`. */
  region?: string;
};

export type StoredObject = { bytes: Buffer; contentType: string; etag: string; lastModified: Date };

/** One request as the store answered it. */
export type FakeS3Request = {
  method: string;
  key: string;
  status: number;
  code?: string;
  range?: string;
  payloadHash?: string;
};

export type FakeS3 = {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  /** The bucket's objects by key. */
  objects: Map<string, StoredObject>;
  /** Every request answered, in order. */
  requests: FakeS3Request[];
  /**
   * Until the returned function is called, GetObject bodies send their first 64 KiB and then wait: a client that
   * streams sees bytes before the object is complete, one that buffers does not.
   */
  holdBodies(): () => void;
  close(): Promise<void>;
};

const xmlEscape = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** S3's error document (Amazon S3 API Reference, "Error responses": Code, Message, Resource, RequestId). */
function errorXml(code: string, message: string, resource: string, requestId: string, extra: Record<string, string>) {
  const fields = Object.entries(extra)
    .map(([name, value]) => `<${name}>${xmlEscape(value)}</${name}>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message>${fields}` +
    `<Resource>${xmlEscape(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`
  );
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` against `size`: undefined when absent or not one such range (S3 then sends the whole object), null when unsatisfiable. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | undefined {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    return suffix === 0 || size === 0 ? null : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return undefined;
  return start < size ? { start, end } : null;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startFakeS3(options: FakeS3Options): Promise<FakeS3> {
  const credentials: SigV4Credentials = {
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region ?? 'us-east-1',
  };
  const objects = new Map<string, StoredObject>();
  const requests: FakeS3Request[] = [];
  let gate: Promise<void> | null = null;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    const [rawPath = '/', query = ''] = (req.url ?? '/').split(/\?(.*)/s);
    const [, bucket = '', ...keyParts] = rawPath.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const requestId = randomBytes(8).toString('hex').toUpperCase();
    const entry: FakeS3Request = { method, key, status: 0 };
    if (req.headers.range) entry.range = req.headers.range;
    requests.push(entry);
    res.setHeader('x-amz-request-id', requestId);
    res.setHeader('server', 'FakeS3');

    const fail = (status: number, code: string, message: string, extra: Record<string, string> = {}) => {
      entry.status = status;
      entry.code = code;
      if (method === 'HEAD') {
        res.writeHead(status).end();
        return;
      }
      res
        .writeHead(status, { 'content-type': 'application/xml' })
        .end(errorXml(code, message, rawPath, requestId, extra));
    };

    const body = await readBody(req);
    const headers: [string, string][] = [];
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers.push([req.rawHeaders[i]!, req.rawHeaders[i + 1]!]);
    const verdict = verifySigV4({ method, path: rawPath, query, headers }, credentials);
    if (!verdict.ok) {
      // S3 returns its own workings with SignatureDoesNotMatch, so a client's author can compare them.
      const details: Record<string, string> = verdict.details
        ? {
            AWSAccessKeyId: options.accessKeyId,
            StringToSign: verdict.details.stringToSign,
            CanonicalRequest: verdict.details.canonicalRequest,
          }
        : {};
      fail(verdict.status, verdict.code, verdict.message, details);
      return;
    }
    entry.payloadHash = verdict.payloadHash;
    if (bucket !== options.bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (key === '') return fail(501, 'NotImplemented', 'Bucket operations are not implemented by this fake store');

    if (method === 'PUT') {
      // S3 takes a PutObject body only with its length declared up front (not chunked without aws-chunked).
      if (req.headers['content-length'] === undefined) {
        return fail(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
      }
      if (verdict.payloadHash.startsWith('STREAMING-')) {
        return fail(501, 'NotImplemented', 'Chunked (streaming) signatures are not implemented by this fake store');
      }
      if (!payloadMatches(verdict.payloadHash, body)) {
        return fail(
          400,
          'XAmzContentSHA256Mismatch',
          "The provided 'x-amz-content-sha256' header does not match what was computed.",
        );
      }
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      objects.set(key, {
        bytes: body,
        contentType: req.headers['content-type'] ?? 'binary/octet-stream',
        etag,
        lastModified: new Date(),
      });
      entry.status = 200;
      res.writeHead(200, { etag, 'content-length': '0' }).end();
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      return fail(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
    const object = objects.get(key);
    if (!object) return fail(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
    const size = object.bytes.length;
    const common = {
      etag: object.etag,
      'last-modified': object.lastModified.toUTCString(),
      'content-type': object.contentType,
      'accept-ranges': 'bytes',
    };
    const range = method === 'GET' ? byteRange(req.headers.range, size) : undefined;
    if (range === null) {
      res.setHeader('content-range', `bytes */${size}`);
      return fail(416, 'InvalidRange', 'The requested range is not satisfiable', {
        RangeRequested: req.headers.range ?? '',
      });
    }
    const part = range ? object.bytes.subarray(range.start, range.end + 1) : object.bytes;
    entry.status = range ? 206 : 200;
    res.writeHead(entry.status, {
      ...common,
      'content-length': String(part.length),
      ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${size}` } : {}),
    });
    if (method === 'HEAD') return void res.end();
    if (!gate) return void res.end(part);
    const held = gate;
    res.write(part.subarray(0, 64 * 1024));
    await held;
    res.end(part.subarray(64 * 1024));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res
        .writeHead(500, { 'content-type': 'application/xml' })
        .end(errorXml('InternalError', String(err), '', '0', {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    holdBodies() {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        gate = null;
        release();
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
