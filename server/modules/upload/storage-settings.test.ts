import { describe, expect, it } from 'vitest';
import { objectStorageFromEnv } from './storage-settings';

describe('objectStorageFromEnv (S3_*)', () => {
  it('is off without S3_BUCKET, whatever else is set', () => {
    expect(objectStorageFromEnv({})).toBeNull();
    expect(objectStorageFromEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: ' ' })).toBeNull();
  });

  it('reads a self-hosted service with path-style addresses by default, AWS with host names', () => {
    const env = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'dougong',
      S3_ACCESS_KEY: 'k',
      S3_SECRET_KEY: 's',
    };
    expect(objectStorageFromEnv(env)).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'dougong',
      accessKeyId: 'k',
      secretAccessKey: 's',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(
      objectStorageFromEnv({ ...env, S3_FORCE_PATH_STYLE: 'false', S3_REGION: 'cn-north-1' }),
    ).toMatchObject({
      region: 'cn-north-1',
      forcePathStyle: false,
    });
    expect(objectStorageFromEnv({ S3_BUCKET: 'dougong' })).toMatchObject({
      endpoint: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses a key without its secret', () => {
    expect(() => objectStorageFromEnv({ S3_BUCKET: 'dougong', S3_ACCESS_KEY: 'k' })).toThrow(/S3_SECRET_KEY/);
  });
});
