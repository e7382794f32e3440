/**
 * Uploads in S3-compatible object storage (AWS S3, MinIO, Ceph, OSS/COS in S3 mode), configured by S3_BUCKET
 * and its companions. Files keep the stored shape of store.ts as their keys, so the static route serves
 * them as it serves files on disk. Browsers may also upload straight to the bucket (SPEC.md §5's "cloud
 * token"): the server signs a PUT to a `pending/` key for a few minutes, and only a confirm call that finds
 * the file sound moves it to the served key (cloud-routes.ts). A bucket lifecycle rule can expire what is
 * left under pending/ (docs/uploads.md).
 */
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { APP_ERR_STORAGE_DOWN } from './errors';
import { PRESIGN_SECONDS, type ObjectStorageSettings } from './storage-settings';
import type { FileStore, OpenedFile } from './store';

const notFound = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === 'NoSuchKey' || name === 'NotFound';
};

/** What the bucket answered, null for a missing object, or 503 when it could not be reached. */
async function reach<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (notFound(error)) return null;
    throw new APP_ERR_STORAGE_DOWN();
  }
}

/**
 * The bucket as a FileStore, plus what browser uploads need.
 *
 * @example
 * const store = new ObjectStore(objectStorageFromEnv(process.env)!); // storage-settings.ts
 * const url = await store.presignPut('pending/files/20261124/…png', 'image/png', 5120);
 */
export class ObjectStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: ObjectStorageSettings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // No checksum of the body in signed addresses: the browser's PUT could not match one signed for no body.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async save(path: string, data: Buffer, contentType: string): Promise<void> {
    await reach(
      this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: path, Body: data, ContentType: contentType }),
      ),
    );
  }

  async open(path: string): Promise<OpenedFile | null> {
    const object = await reach(this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: path })));
    if (!object?.Body) return null;
    return { size: object.ContentLength ?? 0, body: object.Body as Readable };
  }

  /** A PUT address for `key` that only accepts `size` bytes of `contentType`, for PRESIGN_SECONDS. */
  presignPut(key: string, contentType: string, size: number): Promise<string> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentType: contentType,
      ContentLength: size,
    });
    return getSignedUrl(this.client, command, {
      expiresIn: PRESIGN_SECONDS,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
  }

  /** The size of the object at `key`, or null when there is none. */
  async sizeOf(key: string): Promise<number | null> {
    const head = await reach(this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })));
    return head ? (head.ContentLength ?? 0) : null;
  }

  /** The first `bytes` bytes of the object at `key`. */
  async head(key: string, bytes: number): Promise<Buffer> {
    const object = await reach(
      this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
      ),
    );
    if (!object?.Body) return Buffer.alloc(0);
    return Buffer.from(await object.Body.transformToByteArray());
  }

  /** Moves the object at `from` to `to`, with `contentType`. */
  async move(from: string, to: string, contentType: string): Promise<void> {
    await reach(
      this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: to,
          CopySource: `${this.bucket}/${from}`,
          ContentType: contentType,
          MetadataDirective: 'REPLACE',
        }),
      ),
    );
    await this.remove(from);
  }

  async remove(key: string): Promise<void> {
    await reach(this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  close(): void {
    this.client.destroy();
  }
}
