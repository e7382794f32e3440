/**
 * The S3_* settings of object storage (object-store.ts), apart from the AWS SDK: the SDK is loaded only
 * when a bucket is configured, so a server on the disk neither pays its start-up time nor sees its warnings.
 */

/** How to reach the bucket. */
export interface ObjectStorageSettings {
  /** S3_ENDPOINT: the service's address (http://127.0.0.1:9000 for MinIO); absent for AWS itself. */
  endpoint?: string;
  /** S3_BUCKET: the bucket; its presence turns object storage on. */
  bucket: string;
  /** S3_ACCESS_KEY / S3_SECRET_KEY; absent for the SDK's own chain (instance roles, ~/.aws). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** S3_REGION, default us-east-1. */
  region: string;
  /** S3_FORCE_PATH_STYLE: bucket in the path, not the host name (MinIO and most self-hosted services). */
  forcePathStyle: boolean;
}

/**
 * The settings of the S3_* environment variables, or null when S3_BUCKET is not set. Throws on a key
 * without its secret (or the other way round), which would otherwise fail at the first upload.
 *
 * @example
 * objectStorageFromEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'dougong', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' })
 * // { endpoint: 'http://127.0.0.1:9000', bucket: 'dougong', ..., region: 'us-east-1', forcePathStyle: true }
 */
export function objectStorageFromEnv(env: NodeJS.ProcessEnv): ObjectStorageSettings | null {
  const value = (name: string) => env[name]?.trim() || undefined;
  const bucket = value('S3_BUCKET');
  if (!bucket) return null;
  const accessKeyId = value('S3_ACCESS_KEY');
  const secretAccessKey = value('S3_SECRET_KEY');
  if (!accessKeyId !== !secretAccessKey)
    throw new Error(
      'S3_ACCESS_KEY and S3_SECRET_KEY go together: set both, or neither for the SDK’s own credentials',
    );
  const endpoint = value('S3_ENDPOINT');
  const pathStyle = value('S3_FORCE_PATH_STYLE');
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    region: value('S3_REGION') ?? 'us-east-1',
    forcePathStyle: pathStyle === undefined ? endpoint !== undefined : pathStyle === 'true',
  };
}

/** How long a signed upload address lasts. */
export const PRESIGN_SECONDS = 300;
/** Where browser uploads wait for their confirm call. */
export const PENDING_PREFIX = 'pending/';

/**
 * The origin browsers PUT directly uploaded files to (the presigned address's), which the Content-Security-
 * Policy's connect-src must allow: S3_ENDPOINT's origin with path-style addresses, the bucket as a sub-domain
 * of it otherwise; AWS's regional address without an endpoint.
 *
 * @example
 * objectStorageOrigin({ endpoint: 'http://127.0.0.1:9000/', bucket: 'b', region: 'us-east-1', forcePathStyle: true }) // 'http://127.0.0.1:9000'
 * objectStorageOrigin({ bucket: 'files', region: 'cn-north-1', forcePathStyle: false }) // 'https://files.s3.cn-north-1.amazonaws.com'
 */
export function objectStorageOrigin(settings: ObjectStorageSettings): string {
  const base = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  if (!settings.forcePathStyle) base.hostname = `${settings.bucket}.${base.hostname}`;
  return base.origin;
}
