/**
 * Upload and download (issue 4): the file types, one file per upload stored under a random name, images
 * checked by their bytes, size and count limits, and the static route that serves files back byte for
 * byte and refuses every path that leaves the uploads folder. On each dialect.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../../schemas/index';
import { envelopeOf, getWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const UPLOAD = '/platform/sys/common/upload';
const STATIC = '/platform/sys/common/static';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    '0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ff8d1d0b0000000049454e44ae426082',
    'hex',
  ),
]);

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer; type?: string };

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----dougong-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(
      Buffer.from(`--${boundary}\r\n${head}`),
      'value' in part ? Buffer.from(part.value) : part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(dialects())('uploads on $name', (dialect) => {
  let t: TestApp;
  let token: string;
  let uploadDir: string;
  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'dougong-uploads-'));
    t = await withApp(dialect, { uploadDir });
    // Uploading needs a session only: the user role has no management permission at all.
    token = await tokenFor(t.app, 'zhangsan');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const upload = (parts: Part[], query = '', as = token) => {
    const { payload, headers } = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `${UPLOAD}${query}`,
      payload,
      headers: { ...headers, ...(as ? { 'x-access-token': as } : {}) },
    });
  };
  const file = (filename: string, data: Buffer, type?: string): Part => ({
    name: 'file',
    filename,
    data,
    type,
  });
  const refused = async (
    response: Awaited<ReturnType<typeof upload>>,
    status: number,
    message: string | RegExp,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(envelopeOf(response).success).toBe(false);
    if (typeof message === 'string') expect(envelopeOf(response).message).toBe(message);
    else expect(envelopeOf(response).message).toMatch(message);
  };
  const today = () => {
    const now = t.clock.now();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  };

  it('declares who may call each route: upload and file types need a session, the files are public', () => {
    const table = t.app.routeRegistry
      .filter(
        (r) =>
          [UPLOAD, `${STATIC}/*`, '/platform/system/tConfigFiletype/queryByType'].includes(r.url) &&
          r.method !== 'HEAD',
      )
      .map((r) => `${r.method} ${r.url} ${r.permission}`);
    expect(table.sort()).toEqual(
      [
        `POST ${UPLOAD} session`,
        `GET ${STATIC}/* public`,
        'GET /platform/system/tConfigFiletype/queryByType session',
      ].sort(),
    );
  });

  it('answers the allowed file types by category', async () => {
    const all = envelopeOf<Array<{ type: string; extensions: string[] }>>(
      await getWithToken(t.app, '/platform/system/tConfigFiletype/queryByType', token),
    ).result;
    expect(validate('FileTypeList', all)).toEqual({ ok: true, errors: [] });
    expect(all.map((c) => c.type)).toEqual(['image', 'document', 'archive', 'media']);
    const images = envelopeOf(
      await getWithToken(t.app, '/platform/system/tConfigFiletype/queryByType?type=image', token),
    ).result;
    expect(images).toEqual([
      {
        type: 'image',
        name: '图片',
        extensions: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'],
        accept: '.jpg,.jpeg,.png,.gif,.bmp,.webp',
        maxSize: 10 * 1024 * 1024,
      },
    ]);
    expect(all.find((c) => c.type === 'document')?.extensions).toEqual([
      'pdf',
      'doc',
      'docx',
      'xls',
      'xlsx',
      'ppt',
      'pptx',
      'txt',
    ]);
    const bogus = await getWithToken(t.app, '/platform/system/tConfigFiletype/queryByType?type=exe', token);
    expect(bogus.statusCode).toBe(400);
    expect(envelopeOf(bogus).message).toMatch(/\$\.type/);
    expect((await getWithToken(t.app, '/platform/system/tConfigFiletype/queryByType')).statusCode).toBe(401);
  });

  it('stores an image under a random name and serves it back byte for byte, without a session', async () => {
    const response = await upload([file('头像 photo.PNG', PNG, 'image/png'), { name: 'isup', value: '1' }]);
    expect(response.statusCode, response.body).toBe(200);
    const body = envelopeOf<string>(response);
    expect(validate('UploadResult', body.result)).toEqual({ ok: true, errors: [] });
    expect(body.result).toMatch(new RegExp(`^${STATIC}/files/${today()}/[0-9a-f]{32}\\.png$`));
    // JeecgBoot's message: the stored path relative to the static base, which its client prefixes.
    expect(body).toMatchObject({ success: true, message: body.result.slice(STATIC.length + 1) });
    const stored = join(uploadDir, body.result.slice(STATIC.length + 1));
    expect(readFileSync(stored).equals(PNG)).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: body.result });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline');
  });

  it('stores into the biz folder from the query or a field, and refuses a biz that is not a plain name', async () => {
    const byQuery = envelopeOf<string>(await upload([file('a.png', PNG)], '?biz=avatar')).result;
    expect(byQuery).toMatch(new RegExp(`^${STATIC}/avatar/${today()}/`));
    const byField = envelopeOf<string>(
      await upload([{ name: 'biz', value: 'notice-img' }, file('a.png', PNG)]),
    ).result;
    expect(byField).toMatch(new RegExp(`^${STATIC}/notice-img/${today()}/`));
    await refused(await upload([{ name: 'biz', value: '../../etc' }, file('a.png', PNG)]), 400, /biz 不合法/);
    await refused(await upload([file('a.png', PNG)], '?biz=..%2Fx'), 400, /\$\.biz/);
    expect(existsSync(join(uploadDir, '..', 'etc'))).toBe(false);
  });

  it('serves documents as downloads with their type', async () => {
    const text = Buffer.from('第一行\nsecond line\n');
    const url = envelopeOf<string>(await upload([file('说明.txt', text, 'text/plain')])).result;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.rawPayload.equals(text)).toBe(true);
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(served.headers['content-disposition']).toBe('attachment');
  });

  it('refuses a renamed non-image, a lying image name and types outside the list', async () => {
    const script = Buffer.from('<script>alert(document.cookie)</script>');
    await refused(
      await upload([file('evil.png', script, 'image/png')]),
      400,
      '文件内容与扩展名不符：evil.png 不是有效的图片',
    );
    await refused(
      await upload([file('photo.jpg', PNG, 'image/jpeg')]),
      400,
      '文件内容与扩展名不符：photo.jpg 不是有效的图片',
    );
    for (const name of ['page.html', 'logo.svg', 'run.exe', 'x.png.php', 'noext'])
      await refused(
        await upload([file(name, script)]),
        400,
        /^不支持的文件类型：.+，允许的类型：jpg、jpeg、png/,
      );
  });

  it('refuses a file over 10 MB, a second file, no file, an empty file, a body that is not multipart, and no session', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 - PNG.length + 1)]);
    await refused(await upload([file('big.png', big)]), 413, '文件过大，最大 10 MB');
    await refused(await upload([file('a.png', PNG), file('b.png', PNG)]), 413, '一次只能上传一个文件');
    await refused(await upload([{ name: 'biz', value: 'x' }]), 400, '请选择要上传的文件（字段名 file）');
    await refused(
      await upload([file('empty.png', Buffer.alloc(0))]),
      400,
      '请选择要上传的文件（字段名 file）',
    );
    const json = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload: { file: 'x' },
      headers: { 'x-access-token': token },
    });
    await refused(json, 415, '请使用 multipart/form-data 上传文件（字段名 file）');
    await refused(await upload([file('a.png', PNG)], '', ''), 401, 'Token失效，请重新登录');
  });

  it('refuses every path that leaves the uploads folder or is not the shape of a stored file', async () => {
    mkdirSync(join(uploadDir, 'files'), { recursive: true });
    writeFileSync(join(uploadDir, 'files', 'secret.txt'), 'not uploaded through the API');
    for (const path of [
      '%2e%2e%2f%2e%2e%2fpackage.json',
      '%2Fetc%2Fpasswd',
      '..%5c..%5cpackage.json',
      'files%2F..%2F..%2Fpackage.json',
      'files/secret.txt',
      `files/${today()}/${'a'.repeat(32)}.html`,
      `files/${today()}/${'a'.repeat(32)}.png%00.txt`,
      `files//${today()}/${'a'.repeat(32)}.png`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `${STATIC}/${path}` });
      expect(response.statusCode, path).toBe(400);
      expect(envelopeOf(response).message, path).toBe('文件路径不合法');
    }
    // '..' segments, plain or with encoded dots, are resolved away before any route sees them.
    for (const path of [
      '../../../package.json',
      'files/../../../../etc/passwd',
      '%2e%2e/%2e%2e/package.json',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `${STATIC}/${path}` });
      expect([400, 404], path).toContain(response.statusCode);
      expect(response.body, path).not.toMatch(/"name": "dougong"|root:/);
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: `${STATIC}/files/${today()}/${'b'.repeat(32)}.png`,
    });
    expect(missing.statusCode).toBe(404);
    expect(envelopeOf(missing).message).toBe('文件不存在');
  });
});
