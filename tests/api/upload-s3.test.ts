/**
 * Uploads in S3-compatible object storage (issue 18), against a real S3-compatible server the test starts
 * (s3rver, on a free port, files in a temp folder): a browser's direct upload through the signed address
 * of the "cloud token" and its confirm call, files served back from the bucket, the checks of a multipart
 * upload applied to what arrived (a renamed program, a lying image, over 10 MB), keys that are not the
 * token's refused, and the multipart upload stored in the bucket.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../../schemas/index';
import { buildApp } from '../../server/app';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

/** s3rver has no types of its own; what this test uses of it. */
type S3rverServer = { run(): Promise<{ port: number }>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rverServer;

const [sqlite] = dialects();
const BUCKET = 'dougong';
const STATIC = '/platform/sys/common/static';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d4948445200000001000000010806000000', 'hex'),
]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90)]);

interface Token {
  method: string;
  url: string;
  key: string;
  headers: Record<string, string>;
  expiresIn: number;
}

describe('uploads in object storage', () => {
  let s3: S3rverServer;
  let s3Dir: string;
  let t: TestApp;
  let app: FastifyInstance;
  let token: string;
  const violations: string[] = [];
  beforeAll(async () => {
    s3Dir = mkdtempSync(join(tmpdir(), 'dougong-s3-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await s3.run();
    t = await withApp(sqlite);
    app = await buildApp({
      db: t.db,
      clock: () => new Date(),
      reportContractViolation: (violation) => violations.push(violation),
      objectStorage: {
        endpoint: `http://127.0.0.1:${port}`,
        bucket: BUCKET,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        region: 'us-east-1',
        forcePathStyle: true,
      },
    });
    await app.ready();
    token = await tokenFor(app, 'zhangsan');
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
    // Every success answer was the shape schemas/results.ts gives it.
    expect(violations).toEqual([]);
  });

  const ask = (body: object, as: string | undefined = token) =>
    sendWithToken(app, 'POST', '/platform/sys/common/cloud/token', as, body);
  const confirm = (key: string, as: string | undefined = token) =>
    sendWithToken(app, 'POST', '/platform/sys/common/cloud/confirm', as, { key });
  const put = (cloud: Token, data: Buffer) =>
    fetch(cloud.url, { method: cloud.method, headers: cloud.headers, body: new Uint8Array(data) });
  const tokenOf = async (body: object) => {
    const response = await ask(body);
    expect(response.statusCode, response.body).toBe(200);
    const result = envelopeOf<Token>(response).result;
    expect(validate('CloudToken', result)).toEqual({ ok: true, errors: [] });
    return result;
  };
  const refusedWith = (response: Awaited<ReturnType<typeof confirm>>, status: number, message: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(envelopeOf(response).message).toBe(message);
  };

  it('signs a PUT to a pending key; the browser uploads to the bucket; confirm moves it where it is served', async () => {
    const cloud = await tokenOf({ fileName: '头像.PNG', size: PNG.length, biz: 'avatar', fileType: 'image' });
    expect(cloud).toMatchObject({ method: 'PUT', headers: { 'Content-Type': 'image/png' }, expiresIn: 300 });
    expect(cloud.key).toMatch(/^pending\/avatar\/\d{8}\/[0-9a-f]{32}\.png$/);
    expect(cloud.url).toContain(`/${BUCKET}/${cloud.key}?`);
    expect(cloud.url).toMatch(/X-Amz-Signature=[0-9a-f]{64}/);
    expect((await put(cloud, PNG)).status).toBe(200);

    const confirmed = await confirm(cloud.key);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const path = cloud.key.slice('pending/'.length);
    expect(envelopeOf(confirmed)).toMatchObject({
      success: true,
      result: `${STATIC}/${path}`,
      message: path,
    });
    const served = await app.inject({ method: 'GET', url: `${STATIC}/${path}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    // Confirmed once: the pending object is gone.
    refusedWith(
      await confirm(cloud.key),
      404,
      '对象存储中没有这个文件：请先用上传凭证把文件 PUT 到 url，或凭证已过期，请重新申请',
    );
  });

  it('checks what arrived as an upload is checked, and deletes what fails', async () => {
    const renamed = await tokenOf({ fileName: '报告.pdf', size: EXE.length });
    expect((await put(renamed, EXE)).status).toBe(200);
    const name = renamed.key.slice(renamed.key.lastIndexOf('/') + 1);
    refusedWith(await confirm(renamed.key), 400, `不允许上传可执行程序或脚本：${name}`);
    expect((await confirm(renamed.key)).statusCode).toBe(404);

    const lying = await tokenOf({ fileName: 'photo.jpg', size: PNG.length });
    await put(lying, PNG);
    const lyingName = lying.key.slice(lying.key.lastIndexOf('/') + 1);
    refusedWith(await confirm(lying.key), 400, `文件内容与扩展名不符：${lyingName} 不是有效的图片`);

    // The bucket this test runs does not hold a PUT to its signed length; the confirm does.
    const big = await tokenOf({ fileName: 'big.pdf', size: 10 * 1024 * 1024 });
    await put(big, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]));
    refusedWith(await confirm(big.key), 413, '文件过大，最大 10 MB');
    expect((await confirm(big.key)).statusCode).toBe(404);
  });

  it('refuses a token for a type outside the list or the asked category, and keys that are not a token’s', async () => {
    expect(envelopeOf(await ask({ fileName: 'run.exe', size: 10 })).message).toMatch(
      /^不支持的文件类型：exe，/,
    );
    const notImage = await ask({ fileName: '合同.pdf', size: 10, fileType: 'image' });
    expect(notImage.statusCode).toBe(400);
    expect(envelopeOf(notImage).message).toBe(
      '此处只能上传图片（jpg、jpeg、png、gif、bmp、webp），合同.pdf 不是',
    );
    expect((await ask({ fileName: 'a.png', size: 10 * 1024 * 1024 + 1 })).statusCode).toBe(400);
    expect((await ask({ fileName: 'a.png', size: 10, biz: '../etc' })).statusCode).toBe(400);
    const keyRefusal = '上传凭证 key 不合法：应为申请凭证时返回的 key';
    for (const key of [
      '../../etc/passwd',
      'files/20261124/0123456789abcdef0123456789abcdef.png',
      'pending/../files/20261124/0123456789abcdef0123456789abcdef.png',
      'pending/files/20261124/0123456789abcdef0123456789abcdef.html',
      'pending/files%2F..%2F/0123456789abcdef0123456789abcdef.png',
    ])
      refusedWith(await confirm(key), 400, keyRefusal);
    expect((await ask({ fileName: 'a.png', size: 10 }, '')).statusCode).toBe(401);
    expect((await confirm('pending/x', '')).statusCode).toBe(401);
  });

  it('keeps a private direct upload for signed-in users', async () => {
    const cloud = await tokenOf({ fileName: '合同.pdf', size: 9, access: 'private' });
    expect(cloud.key).toMatch(/^pending\/private\/files\/\d{8}\/[0-9a-f]{32}\.pdf$/);
    await put(cloud, Buffer.from('%PDF-1.7\n'));
    const address = envelopeOf<string>(await confirm(cloud.key)).result;
    expect(address).toMatch(/^\/platform\/sys\/common\/private\/files\//);
    expect((await app.inject({ method: 'GET', url: address })).statusCode).toBe(401);
    const served = await app.inject({ method: 'GET', url: address, headers: { 'x-access-token': token } });
    expect(served.body).toBe('%PDF-1.7\n');
  });

  it('stores a multipart upload in the bucket too, and serves it back', async () => {
    const boundary = '----dougong-s3';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="说明.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      Buffer.from('第一行\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/platform/sys/common/upload',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-access-token': token },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const served = await app.inject({ method: 'GET', url: envelopeOf<string>(uploaded).result });
    expect(served.body).toBe('第一行\n');
    expect(served.headers['content-disposition']).toBe('attachment');
  });
});

describe('uploads without object storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp(sqlite);
  });
  afterAll(() => t?.close());

  it('answers the cloud token and confirm with 404 and what to use instead', async () => {
    const token = await tokenFor(t.app, 'zhangsan');
    for (const url of ['/platform/sys/common/cloud/token', '/platform/sys/common/cloud/confirm']) {
      const body = url.endsWith('token') ? { fileName: 'a.png', size: 10 } : { key: 'pending/x' };
      const response = await sendWithToken(t.app, 'POST', url, token, body);
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response).message).toBe(
        '未配置对象存储（S3_ENDPOINT、S3_BUCKET 等），请使用 /sys/common/upload 上传',
      );
    }
  });
});
