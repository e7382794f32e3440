/**
 * With uploads in object storage the browser PUTs files straight to the bucket (docs/uploads.md "Direct
 * upload"), so the Content-Security-Policy's connect-src names the bucket's origin — on the app's files and on
 * API answers alike; without a bucket the policy is the default one (tests/api/headers.test.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { objectStorageOrigin } from '../../server/modules/upload/storage-settings';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from '../../server/plugins/static';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const connectSrc = (policy: unknown) =>
  String(policy)
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('connect-src'));

/** The directives of a policy, however it is spaced (helmet joins them with ';' alone). */
const directives = (policy: unknown) =>
  String(policy)
    .split(';')
    .map((directive) => directive.trim())
    .sort();

describe('the bucket’s origin in connect-src', () => {
  it('is the endpoint’s origin with path-style addresses, the bucket’s sub-domain otherwise, AWS’s by region', () => {
    const base = { bucket: 'files', region: 'us-east-1' };
    expect(objectStorageOrigin({ ...base, endpoint: 'http://127.0.0.1:9000/', forcePathStyle: true })).toBe(
      'http://127.0.0.1:9000',
    );
    expect(objectStorageOrigin({ ...base, endpoint: 'https://oss.example.cn', forcePathStyle: false })).toBe(
      'https://files.oss.example.cn',
    );
    expect(objectStorageOrigin({ ...base, region: 'cn-north-1', forcePathStyle: false })).toBe(
      'https://files.s3.cn-north-1.amazonaws.com',
    );
    expect(connectSrc(contentSecurityPolicy(['https://files.oss.example.cn']))).toBe(
      "connect-src 'self' https://files.oss.example.cn",
    );
    expect(connectSrc(CONTENT_SECURITY_POLICY)).toBe("connect-src 'self'");
  });

  describe('on a server with S3_* set', () => {
    let t: TestApp;
    let app: FastifyInstance;
    let staticDir: string;
    beforeAll(async () => {
      staticDir = mkdtempSync(join(tmpdir(), 'dougong-dist-'));
      writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Dougong 斗拱</title>');
      t = await withApp(dialects()[0]!, { seed: false });
      app = await buildApp({
        db: t.db,
        staticDir,
        objectStorage: {
          endpoint: 'https://minio.example.cn:9443',
          bucket: 'dougong',
          accessKeyId: 'k',
          secretAccessKey: 's',
          region: 'us-east-1',
          forcePathStyle: true,
        },
      });
    });
    afterAll(async () => {
      await app?.close();
      await t?.close();
      rmSync(staticDir, { recursive: true, force: true });
    });

    it('lets the browser call the bucket from the app’s page and keeps every other directive', async () => {
      for (const url of ['/', '/platform/health']) {
        const response = await app.inject({ method: 'GET', url });
        const policy = response.headers['content-security-policy'];
        expect(connectSrc(policy), url).toBe("connect-src 'self' https://minio.example.cn:9443");
        expect(directives(policy), url).toEqual(
          directives(contentSecurityPolicy(['https://minio.example.cn:9443'])),
        );
      }
    });
  });
});
