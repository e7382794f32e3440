/**
 * The product's pages (issue 3 item 7, issue 6 item 5): served by menu component name to any signed-in
 * user, edited and rolled back only with online:page, never deleted, and synced from src/pages-json at
 * start-up without undoing an admin's edit. On each dialect.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../../schemas/index';
import { newId } from '../../server/db/ids';
import { PAGES_DIR, syncPages } from '../../server/db/seed/pages';
import { envelopeOf, getWithToken, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const BASE = '/platform/cgform/cgformDesign';
const PAGE_URL = '/platform/sys/page/get';
const DESIGN_LIST = 'online/design-list';
const designListText = readFileSync(join(PAGES_DIR, `${DESIGN_LIST}.page.json`), 'utf8');

interface StoredPage {
  id: string;
  name: string;
  title: string;
  jsonStr: string;
  version: number;
}

/** The design-list page with its first column renamed, as an admin would in the designer. */
function withFirstColumnTitle(jsonStr: string, title: string): string {
  // The page is a tabs widget; its first pane holds the forms crud.
  const page = JSON.parse(jsonStr) as {
    list: Array<{ tabs: Array<{ list: Array<{ options: { columns: Array<{ title: string }> } }> }> }>;
  };
  page.list[0].tabs[0].list[0].options.columns[0].title = title;
  return JSON.stringify(page);
}

describe.each(dialects())('product pages on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(() => t?.close());

  const page = async (name: string, token = admin) =>
    envelopeOf<StoredPage>(await getWithToken(t.app, `${PAGE_URL}?name=${name}`, token)).result;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, token = admin) =>
    sendWithToken(t.app, method, `${BASE}/${path}`, token, payload);

  it('serves the seeded page by its menu component name to any signed-in user', async () => {
    const response = await getWithToken(
      t.app,
      `${PAGE_URL}?name=${DESIGN_LIST}`,
      await tokenFor(t.app, 'zhangsan'),
    );
    expect(response.statusCode).toBe(200);
    const stored = envelopeOf<StoredPage>(response).result;
    expect(validate('StoredPage', stored)).toEqual({ ok: true, errors: [] });
    expect(stored).toMatchObject({
      name: DESIGN_LIST,
      title: '表单列表',
      version: 1,
      jsonStr: designListText,
    });

    expect((await getWithToken(t.app, `${PAGE_URL}?name=${DESIGN_LIST}`)).statusCode).toBe(401);
    const missing = await getWithToken(t.app, `${PAGE_URL}?name=online/no-such-page`, admin);
    expect(missing.statusCode).toBe(404);
    expect(envelopeOf(missing).message).toBe('页面不存在');
    for (const name of ['../etc/passwd', 'Online/Design', 'online', 'online/design_list'])
      expect(
        (await getWithToken(t.app, `${PAGE_URL}?name=${encodeURIComponent(name)}`, admin)).statusCode,
      ).toBe(400);
  });

  it('refuses to delete a page, alone or in a batch, and deletes nothing', async () => {
    const { id } = await page(DESIGN_LIST);
    const added = await call('POST', 'add', { name: 'beside-a-page', jsonStr: '{"list":[],"config":{}}' });
    const formId = envelopeOf<{ id: string }>(added).result.id;

    for (const path of [`delete?id=${id}`, `deleteBatch?ids=${formId},${id}`]) {
      const response = await call('DELETE', path);
      expect(response.statusCode, path).toBe(400);
      expect(envelopeOf(response).message).toBe('产品页面不能删除，可以回滚到以前的版本');
    }
    expect((await call('GET', `queryById?id=${formId}`)).statusCode).toBe(200);
    expect((await page(DESIGN_LIST)).id).toBe(id);
  });

  it('serves an admin’s saved version at once, and the old one again after a rollback', async () => {
    const before = await page(DESIGN_LIST);
    const renamed = JSON.parse(withFirstColumnTitle(before.jsonStr, '表单名称')) as { config: object };
    renamed.config = { ...renamed.config, title: '我的表单' };
    const jsonStr = JSON.stringify(renamed);

    const saved = await call('POST', 'edit', { id: before.id, jsonStr });
    expect(envelopeOf(saved).result).toEqual({ id: before.id, version: before.version + 1 });
    // The stored title follows the page's own config.title.
    expect(await page(DESIGN_LIST)).toMatchObject({
      jsonStr,
      title: '我的表单',
      version: before.version + 1,
    });

    const rolled = await call('POST', 'rollback', { id: before.id, version: before.version });
    expect(envelopeOf(rolled).result).toEqual({ id: before.id, version: before.version + 2 });
    expect(await page(DESIGN_LIST)).toMatchObject({ jsonStr: before.jsonStr, title: '表单列表' });

    // A title escaped into the JSON may hold any character; the stored title keeps the printable ones.
    const escaped = JSON.stringify({ ...JSON.parse(before.jsonStr), config: { title: 'a\u0000b' } });
    await call('POST', 'edit', { id: before.id, jsonStr: escaped });
    expect((await page(DESIGN_LIST)).title).toBe('ab');
    await call('POST', 'rollback', { id: before.id, version: before.version });

    const rename = await call('PUT', 'edit', { id: before.id, name: 'online/other-list' });
    expect(rename.statusCode).toBe(400);
    const invalid = await call('POST', 'edit', { id: before.id, jsonStr: '{"list":[{"type":"crud"}]}' });
    expect(invalid.statusCode).toBe(400);
    expect(envelopeOf(invalid).message).toMatch(/^设计不符合格式：\$\.list\[0\]/);
  });

  it('lets a form editor without online:page change forms but not pages', async () => {
    // Give role 'user' (zhangsan) the design list and its edit button, not online:page.
    const role = await t.db
      .selectFrom('sys_role')
      .select('id')
      .where('role_code', '=', 'user')
      .executeTakeFirstOrThrow();
    const rows = await t.db
      .selectFrom('sys_permission')
      .select('id')
      .where('perms', 'in', ['cgform:list', 'cgform:edit'])
      .execute();
    await t.db
      .insertInto('sys_role_permission')
      .values(
        rows.map((row) => ({ id: newId(), role_id: role.id, permission_id: row.id, data_rule_ids: null })),
      )
      .execute();
    const zhangsan = await tokenFor(t.app, 'zhangsan');
    const formId = envelopeOf<{ id: string }>(
      await call('POST', 'add', { name: 'for-zhangsan', jsonStr: '{"list":[],"config":{}}' }),
    ).result.id;
    const { id: pageId, jsonStr, version } = await page(DESIGN_LIST);

    const formSave = await call('PUT', 'edit', { id: formId, title: '张三改的' }, zhangsan);
    expect(formSave.statusCode).toBe(200);
    for (const [path, payload] of [
      ['edit', { id: pageId, jsonStr: withFirstColumnTitle(jsonStr, '张三') }],
      ['rollback', { id: pageId, version: 1 }],
    ] as const) {
      const response = await call('POST', path, payload, zhangsan);
      expect(response.statusCode, path).toBe(403);
      expect(envelopeOf(response).message).toBe('没有编辑产品页面的权限（online:page），请联系管理员授权');
    }
    expect((await page(DESIGN_LIST)).version).toBe(version);
  });
});

describe.each(dialects())('syncing src/pages-json on $name', (dialect) => {
  let t: TestApp;
  let dir: string;
  const lines: string[] = [];
  const log = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
  beforeAll(async () => {
    t = await withApp(dialect);
    dir = mkdtempSync(join(tmpdir(), 'dougong-pages-'));
    mkdirSync(join(dir, 'demo'));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const write = (file: string, design: unknown) =>
    writeFileSync(
      join(dir, 'demo', file),
      typeof design === 'string' ? design : JSON.stringify(design, null, 2),
    );
  const sync = () => syncPages(t.db, { dir, clock: t.clock.now, log });
  const stored = async () =>
    envelopeOf<StoredPage>(
      await getWithToken(t.app, `${PAGE_URL}?name=demo/sync-test`, await tokenFor(t.app, 'admin')),
    ).result;

  it('changes nothing when the files have not changed', async () => {
    // withApp has synced the same files already.
    const again = await syncPages(t.db, { log });
    expect(again).toMatchObject({ inserted: 0, updated: 0, kept: 0, invalid: 0 });
    expect(again.unchanged).toBeGreaterThanOrEqual(1);
  });

  it('inserts a new page once, then takes a changed file as a new version by system', async () => {
    write('sync-test.page.json', { list: [], config: { title: '同步测试' } });
    expect(await sync()).toMatchObject({ inserted: 1, updated: 0 });
    expect(await sync()).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
    expect(await stored()).toMatchObject({ title: '同步测试', version: 1 });

    write('sync-test.page.json', { list: [], config: { title: '同步测试（新）' } });
    expect(await sync()).toMatchObject({ inserted: 0, updated: 1 });
    const page = await stored();
    expect(page).toMatchObject({ title: '同步测试（新）', version: 2 });
    const versions = envelopeOf<{ version: number; savedBy: string }[]>(
      await sendWithToken(t.app, 'GET', `${BASE}/versions?id=${page.id}`, await tokenFor(t.app, 'admin')),
    ).result;
    expect(versions.map((v) => [v.version, v.savedBy])).toEqual([
      [2, 'system'],
      [1, 'system'],
    ]);
  });

  it('keeps a page an admin saved since, and says so in one line', async () => {
    const { id } = await stored();
    const adminSave = { id, jsonStr: JSON.stringify({ list: [], config: { title: '管理员版' } }) };
    await sendWithToken(t.app, 'POST', `${BASE}/edit`, await tokenFor(t.app, 'admin'), adminSave);

    write('sync-test.page.json', { list: [], config: { title: '文件又改了' } });
    lines.length = 0;
    expect(await sync()).toMatchObject({ updated: 0, kept: 1 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/demo\/sync-test.*admin/);
    expect(await stored()).toMatchObject({ jsonStr: adminSave.jsonStr, version: 3 });
  });

  it('skips an invalid file with its name and JSON path, and syncs the rest', async () => {
    write('broken.page.json', { list: [{ type: 'signature', key: 'x', model: 'x', options: {} }] });
    write('not-json.page.json', '{ "list": [');
    write('Bad_Name.page.json', { list: [] });
    lines.length = 0;

    expect(await sync()).toMatchObject({ invalid: 3, kept: 1 });
    expect(lines.find((l) => l.includes('demo/broken.page.json'))).toMatch(/\$\.list\[0\]/);
    expect(lines.find((l) => l.includes('demo/not-json.page.json'))).toMatch(/not valid JSON/);
    expect(lines.some((l) => l.includes('demo/Bad_Name.page.json'))).toBe(true);
    const missing = await getWithToken(t.app, `${PAGE_URL}?name=demo/broken`, await tokenFor(t.app, 'admin'));
    expect(missing.statusCode).toBe(404);
  });
});
