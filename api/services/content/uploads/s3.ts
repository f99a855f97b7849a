/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, …): the scale-out path,
 * where every process reads and writes the same store.
 *
 * Client: aws4fetch. We need three calls on one bucket (PutObject, HeadObject, GetObject); aws4fetch signs
 * them with SigV4 over the platform's own `fetch` in about 300 lines with no dependencies, and hands back
 * fetch's Response, whose body streams. @aws-sdk/client-s3 would do the same through a tree of some hundred
 * packages and its own HTTP stack, for features (multipart, checksums, presigning) this store does not use.
 */
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import { type IncomingFile, StorageUnavailableError, type StoredFile, type UploadStorage } from './storage';

export type S3Config = {
  /** Base URL of the store, e.g. `https://s3.eu-central-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The region requests are signed for. */
  region: string;
  /** `<endpoint>/<bucket>/<key>` when true, `<bucket>.<endpoint host>/<key>` when false. */
  forcePathStyle: boolean;
};

export type S3StorageOptions = {
  /** How long a call may wait for the store's answer (its headers) before the store counts as unavailable. */
  answerTimeoutMs?: number;
};

const DEFAULT_ANSWER_TIMEOUT_MS = 15_000;
/** A PUT also gets the time to send its body at a modest 1 MB/s, so a large video on a slow link is not cut off. */
const PUT_MS_PER_MB = 1000;
/** 5xx and 429 answers (S3's SlowDown) are retried this often, with aws4fetch's jittered backoff. */
const RETRIES = 2;

/** The address of `key` in the bucket, path-style or virtual-hosted. */
export function objectUrlOf(config: S3Config): (key: string) => string {
  const base = new URL(config.endpoint);
  const prefix = base.pathname.replace(/\/+$/, '');
  const bucket = encodeURIComponent(config.bucket);
  return config.forcePathStyle
    ? (key) => `${base.origin}${prefix}/${bucket}/${encodeURIComponent(key)}`
    : (key) => `${base.protocol}//${bucket}.${base.host}${prefix}/${encodeURIComponent(key)}`;
}

/** `StorageUnavailableError` naming S3's own error code and message (its XML error body), for the log. */
async function refusal(res: Response, what: string): Promise<StorageUnavailableError> {
  const xml = await res.text().catch(() => '');
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(xml)?.[1];
  const message = /<Message>([^<]{1,500})<\/Message>/.exec(xml)?.[1];
  return new StorageUnavailableError(
    `S3 ${what} answered ${res.status}${code ? ` ${code}` : ''}${message ? `: ${message}` : ''}`,
  );
}

/** A PutObject body read from the staged file as it is sent, with the length S3 requires up front. */
function putInit(file: IncomingFile): RequestInit {
  return {
    method: 'PUT',
    body: Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>,
    // A stream body is sent as it is read; fetch asks for this to say the answer may only come after it.
    duplex: 'half',
    headers: {
      'content-length': String(file.size),
      // The payload's hash is signed, so the store refuses a body that changed on the way (XAmzContentSHA256Mismatch).
      'x-amz-content-sha256': file.sha256,
    },
  } as RequestInit;
}

/** Whether an answer is worth another try: S3's 5xx and 429 (SlowDown), as aws4fetch's own retries decide. */
const retriable = (res: Response) => res.status >= 500 || res.status === 429;

export function s3Storage(config: S3Config, options: S3StorageOptions = {}): UploadStorage {
  const credentials = {
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
  };
  const client = new AwsClient({ ...credentials, retries: RETRIES });
  // aws4fetch's retries send the same body again, which a stream cannot: PutObject retries below, with a new stream.
  const putClient = new AwsClient({ ...credentials, retries: 0 });
  const urlOf = objectUrlOf(config);
  const answerTimeoutMs = options.answerTimeoutMs ?? DEFAULT_ANSWER_TIMEOUT_MS;

  /** One signed call; a network failure or a store that does not answer in time becomes StorageUnavailableError. */
  async function call(
    what: string,
    key: string,
    init: RequestInit,
    timeoutMs = answerTimeoutMs,
    via = client,
  ): Promise<Response> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    try {
      return await via.fetch(urlOf(key), { ...init, signal: controller.signal });
    } catch (err) {
      const reason =
        err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
      throw new StorageUnavailableError(`S3 ${what} ${key} failed: ${reason}`, { cause: err });
    } finally {
      // Only the wait for the answer is bounded: a video's body may then stream for as long as the viewer reads.
      clearTimeout(timer);
    }
  }

  async function size(key: string): Promise<number | null> {
    const res = await call('HeadObject', key, { method: 'HEAD' });
    // A HEAD answer has no body, so S3 names no error code here: the status is all there is.
    if (!res.ok && res.status !== 404) throw await refusal(res, `HeadObject ${key}`);
    await res.body?.cancel();
    if (res.status === 404) return null;
    const length = Number(res.headers.get('content-length') ?? Number.NaN);
    if (!Number.isSafeInteger(length)) throw new StorageUnavailableError(`S3 HeadObject ${key} gave no Content-Length`);
    return length;
  }

  return {
    size,
    async put(key, file) {
      // Keys are content hashes: an object of that name already holds these bytes.
      if ((await size(key)) !== null) return;
      // Staged on disk, the file's length and hash are known before the first byte is sent: one signed PutObject
      // streams it, where S3's unsigned-length alternatives (aws-chunked, multipart uploads) would cost more calls.
      const timeoutMs = answerTimeoutMs + Math.ceil((file.size / 1024 / 1024) * PUT_MS_PER_MB);
      for (let attempt = 0; ; attempt++) {
        const res = await call('PutObject', key, putInit(file), timeoutMs, putClient);
        if (res.ok) return void (await res.body?.cancel());
        if (attempt === RETRIES || !retriable(res)) throw await refusal(res, `PutObject ${key}`);
        await res.body?.cancel();
        // aws4fetch's backoff: jittered, doubling from 50 ms.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * 2 ** attempt));
      }
    },
    async read(key, range): Promise<StoredFile | null> {
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      const res = await call('GetObject', key, { method: 'GET', headers });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) throw await refusal(res, `GetObject ${key}`);
      // A store that ignored the Range would have us label the whole file as a part of it.
      if (range && res.status !== 206) {
        await res.body?.cancel();
        throw new StorageUnavailableError(`S3 GetObject ${key} answered ${res.status} to a Range request`);
      }
      const length = Number(res.headers.get('content-length') ?? Number.NaN);
      if (!Number.isSafeInteger(length)) {
        await res.body?.cancel();
        throw new StorageUnavailableError(`S3 GetObject ${key} gave no Content-Length`);
      }
      return {
        size: length,
        // fetch's own stream: bytes flow to the client as the store sends them, never held whole in memory.
        body: res.body ?? new ReadableStream<Uint8Array>({ start: (c) => c.close() }),
      };
    },
  };
}
