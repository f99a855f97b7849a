/**
 * The one place that picks where uploads live: an S3-compatible bucket when `S3_ENDPOINT` and `S3_BUCKET` are
 * set (api/env.ts then requires the access key and secret as well), else the local folder `UPLOAD_DIR`.
 */
import type { Env } from '../../../env';
import { localStorage } from './local';
import { s3Storage } from './s3';
import type { UploadStorage } from './storage';

export function uploadStorageFor(env: Env): UploadStorage {
  if (env.S3_ENDPOINT === '' || env.S3_BUCKET === '') return localStorage(env.UPLOAD_DIR);
  return s3Storage({
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
