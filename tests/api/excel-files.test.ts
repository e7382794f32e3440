/**
 * What an import does with a file it cannot take (issue 16): never a 500 — a file that is not an .xlsx,
 * the old binary .xls, a broken zip, a zip bomb, XML with an external entity (the XXE of POI's and
 * JeecgBoot's CVEs), an empty sheet, missing or unknown headers, too many rows, a formula: each a 400
 * with a Chinese message that says what to do, and nothing written. The role import stands for all four:
 * they share the reader (server/modules/excel/reader.ts). On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { importFile, workbookOf, workbookParts, zipOf } from '../../server/testing/excel';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const IMPORT = '/platform/sys/role/importExcel';
const COLUMNS = '角色名称、角色编码、描述、创建时间';

describe.each(dialects())('files an import cannot take on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(() => t?.close());

  const roleCount = async () => (await t.db.selectFrom('sys_role').select('id').execute()).length;
  /**
   * Imports `file`, expects the refusal — HTTP 200 with success false, as JeecgBoot's client reads it,
   * and the error's own code — and that nothing the file held was written.
   */
  const refused = async (file: Buffer, message: string, status = 400) => {
    const before = await roleCount();
    const response = await importFile(t.app, IMPORT, admin, file);
    expect(response.statusCode, response.body).toBe(200);
    expect(envelopeOf(response)).toMatchObject({ success: false, code: status, message });
    expect(await roleCount()).toBe(before);
  };

  it('refuses what is no .xlsx: text, a picture, the old .xls, a broken zip', async () => {
    const notXlsx =
      '文件不是 Excel 工作簿（.xlsx），无法导入：请上传从本页「导出」得到的文件或按其格式填写的 .xlsx 文件';
    await refused(Buffer.from('角色名称,角色编码\n财务,finance\n'), notXlsx);
    await refused(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), notXlsx);
    await refused(
      Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]),
      '这是旧版 Excel（.xls）文件，无法导入：请在 Excel 中「另存为」Excel 工作簿（.xlsx）后再导入',
    );
    const unreadable = '无法读取该 Excel 文件：文件已损坏，或不是 Excel 保存的 .xlsx 工作簿';
    await refused(Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(200, 7)]), unreadable);
    // A zip that holds no workbook (a .docx, say).
    await refused(zipOf([{ name: 'word/document.xml', data: '<w:document/>' }]), unreadable);
  });

  it('never resolves an external entity in the XML and never inflates a zip bomb', async () => {
    // The hand-made workbook itself is fine: without the entity it imports.
    const plain = zipOf(
      workbookParts('角色', [
        ['角色名称', '角色编码'],
        ['手写', 'handmade'],
      ]),
    );
    expect(envelopeOf(await importFile(t.app, IMPORT, admin, plain)).message).toBe(
      '文件导入成功！数据行数:1',
    );
    const xxe = zipOf(
      workbookParts(
        '角色',
        [
          ['角色名称', '角色编码'],
          ['&xxe;', 'xxe_role'],
        ],
        '<!DOCTYPE sst [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
      ),
    );
    const answer = await importFile(t.app, IMPORT, admin, xxe);
    expect(answer.body).not.toContain('root:');
    // exceljs's XML parser (saxes) declares no entity from a DOCTYPE: the reference is an error.
    await refused(xxe, '无法读取该 Excel 文件：文件已损坏，或不是 Excel 保存的 .xlsx 工作簿');

    const bomb = zipOf([
      ...workbookParts('角色', [
        ['角色名称', '角色编码'],
        ['炸弹', 'bomb'],
      ]),
      { name: 'xl/media/padding.bin', data: Buffer.alloc(60 * 1024 * 1024), deflate: true },
    ]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    await refused(bomb, '文件解压后超过 50 MB，无法导入：请删去多余的工作表、图片或分批导入');
  });

  it('says what is wrong with the sheet: no rows, missing, unknown or repeated headers, too many rows', async () => {
    await refused(
      await workbookOf({ 角色: [['角色名称', '角色编码', '描述']] }),
      `工作表「角色」没有数据：第 1 行应为表头（${COLUMNS}），数据从第 2 行开始`,
    );
    await refused(
      await workbookOf({ 角色: [['角色名称'], ['财务']] }),
      `工作表「角色」缺少必填的列：角色编码。第 1 行应为表头，可导入的列：${COLUMNS}`,
    );
    await refused(
      await workbookOf({
        角色: [
          ['角色名称', '编码', '备注'],
          ['财务', 'finance', 'x'],
        ],
      }),
      `工作表「角色」有无法识别的列：编码、备注。可导入的列：${COLUMNS}`,
    );
    await refused(
      await workbookOf({
        角色: [
          ['角色名称', '角色编码', '角色名称'],
          ['财务', 'finance', '财务'],
        ],
      }),
      '工作表「角色」的列重复：角色名称',
    );
    const many = Array.from({ length: 2001 }, (_, i) => [`角色${i}`, `bulk_${i}`]);
    await refused(
      await workbookOf({ 角色: [['角色名称', '角色编码'], ...many] }),
      '一次最多导入 2000 行，工作表「角色」有 2001 行，请分批导入',
    );
  });

  it('reads a renamed sheet, skips blank rows and reads the header with spaces around it', async () => {
    const file = await workbookOf({
      Sheet1: [[' 角色名称 ', '角色编码'], [], ['财务', 'finance_x'], ['', '']],
    });
    const response = await importFile(t.app, IMPORT, admin, file);
    expect(response.statusCode, response.body).toBe(200);
    expect(envelopeOf(response).message).toBe('文件导入成功！数据行数:1');
  });

  it('refuses an upload that is no multipart form, holds no file or is too large, before reading it', async () => {
    const json = await sendWithToken(t.app, 'POST', IMPORT, admin, { file: 'x' });
    expect(json.statusCode).toBe(200);
    expect(envelopeOf(json)).toMatchObject({ success: false, code: 415 });
    expect(envelopeOf(json).message).toBe('请使用 multipart/form-data 上传文件（字段名 file）');
    const big = await importFile(t.app, IMPORT, admin, Buffer.alloc(6 * 1024 * 1024, 1));
    expect(big.statusCode).toBe(200);
    expect(envelopeOf(big)).toMatchObject({ success: false, code: 413 });
    expect(envelopeOf(big).message).toBe('文件过大，最大 5 MB');
    const boundary = '----x';
    const empty = await t.app.inject({
      method: 'POST',
      url: IMPORT,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\nx\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-access-token': admin },
    });
    expect(empty.statusCode).toBe(200);
    expect(envelopeOf(empty)).toMatchObject({ success: false, code: 400 });
    expect(envelopeOf(empty).message).toBe('请选择要上传的文件（字段名 file）');
  });
});
