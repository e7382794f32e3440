/**
 * Data collection (issue 20) against a local site served by the test, on each dialect: the right rows land,
 * robots.txt is obeyed, failures are reported per URL, a second start answers 409, a re-sync adds only the
 * new items, cancel stops within 2 s, and the collected rows are searched, edited, deleted and exported.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';
import { addSiteProject, ok, progressOf, sync, waitForEnd } from './reptile-helpers';
import { startSite, type TestSite } from './reptile-site';

type Page<T> = { records: T[]; total: number };
type Row = Record<string, string> & { id: string; url: string };

describe.each(dialects())('data collection on $name', (dialect) => {
  let t: TestApp;
  let site: TestSite;
  let admin: string;
  let projectId: string;
  beforeAll(async () => {
    site = await startSite();
    process.env.REPTILE_ALLOWED_HOSTS = '127.0.0.1';
    try {
      t = await withApp(dialect);
    } finally {
      delete process.env.REPTILE_ALLOWED_HOSTS;
    }
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(async () => {
    await t?.close();
    await site?.close();
  });

  const rowsOf = async (query = '') =>
    ok<Page<Row>>(t.app, admin, 'GET', `/reptile/data/list?projectId=${projectId}&pageSize=100${query}`);

  it('guards every call with 采集项目 or 采集数据', () => {
    const routes = t.app.routeRegistry
      .filter((r) => /^\/platform\/(reptile|ywcj)\//.test(r.url) && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replace('/platform', '')} ${r.permission}`);
    expect(routes).toContain('GET /reptile/project/queryFullConditon reptile:project');
    expect(routes).toContain('POST /ywcj/tZszhYwcjReptile/synReptile reptile:project');
    expect(routes).toContain('GET /reptile/data/list reptile:data');
    expect(routes.every((r) => / reptile:(project|data)$/.test(r))).toBe(true);
  });

  it('refuses a project that is not usable, saying what to fix', async () => {
    const bad = async (payload: Record<string, unknown>, message: RegExp) => {
      const response = await sendWithToken(t.app, 'POST', '/platform/reptile/project/add', admin, {
        name: `坏项目${Math.random()}`,
        startUrls: `${site.origin}/list`,
        listSelector: 'a.item',
        fieldsText: 'title|标题|h1',
        ...payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(envelopeOf(response).message).toMatch(message);
    };
    await bad({ startUrls: 'ftp://example.com/' }, /只支持 http/);
    await bad({ listSelector: 'a[[' }, /不是有效的 CSS 选择器/);
    await bad({ fieldsText: 'title h1' }, /第 1 行格式不对/);
    await bad({ userAgent: 'Mozilla/5.0' }, /Dougong/);
    await bad({ keyFields: 'nope' }, /去重字段「nope」不在采集字段中/);
    await bad({ delayMs: -1 }, /访问间隔/);
  });

  it('collects the right rows, obeys robots.txt and reports each failed URL', async () => {
    projectId = (await addSiteProject(t.app, admin, site.origin, '本地公告')).id;
    const started = await sync(t.app, admin, projectId);
    expect(started.status).toBe('queued');
    const run = await waitForEnd(t.app, admin, projectId);
    expect(run).toMatchObject({
      status: 'done',
      pagesFetched: 14,
      pagesFailed: 3,
      pagesSkipped: 1,
      rowsNew: 11,
      rowsUpdated: 0,
      percent: 100,
    });
    const rows = await rowsOf();
    expect(rows.total).toBe(11);
    const item3 = rows.records.find((row) => row.url === `${site.origin}/item/3`)!;
    expect(item3).toMatchObject({ title: '公告 3', price: '30', attachment: `${site.origin}/files/3.pdf` });
    // Malformed HTML is read as a browser would; its script never ran (the title is the page's own).
    expect(rows.records.find((row) => row.url.endsWith('/broken'))).toMatchObject({
      title: '残缺 页面7',
      price: '7',
    });
    expect(site.hits.some((hit) => hit.startsWith('/private/'))).toBe(false);
    expect(site.hits.filter((hit) => hit === '/robots.txt')).toHaveLength(1);

    const { records: errors } = await ok<Page<{ url: string; status: string; error: string }>>(
      t.app,
      admin,
      'GET',
      `/ywcj/tZszhYwcjReptile/runErrors?id=${run.id}`,
    );
    const reason = (path: string) => errors.find((e) => e.url === `${site.origin}${path}`)?.error;
    expect(reason('/private/secret')).toBe('robots.txt 禁止采集该地址');
    expect(reason('/slow')).toBe('请求超时（超过 1000 毫秒）');
    expect(reason('/error500')).toBe('服务器返回 HTTP 500');
    expect(reason('/loop/a')).toMatch(/^重定向循环/);
  });

  it('answers the whole condition set of a project', async () => {
    const full = await ok<Record<string, unknown>>(
      t.app,
      admin,
      'GET',
      `/reptile/project/queryFullConditon?id=${projectId}`,
    );
    expect(full).toMatchObject({
      name: '本地公告',
      startUrls: [`${site.origin}/list?page=1`],
      sameHost: true,
      obeyRobots: true,
      listSelector: 'a.item',
      nextSelector: 'a.next',
      delayMs: 0,
      concurrency: 4,
      userAgent: expect.stringMatching(/Dougong/),
      fields: [
        { name: 'title', label: '标题', selector: 'h1.title' },
        { name: 'price', label: '价格', selector: '.price' },
        { name: 'attachment', label: '附件', selector: 'a.src@href' },
      ],
      lastRun: { status: 'done', rowsNew: 11 },
    });
  });

  it('re-synchronising adds exactly the new items and keeps corrections of unchanged pages', async () => {
    const item1 = (await rowsOf('&keyword=' + encodeURIComponent('公告 1'))).records.find((r) =>
      r.url.endsWith('/item/1'),
    )!;
    await ok(t.app, admin, 'PUT', '/reptile/data/edit', { id: item1.id, title: '公告 1（已核对）' });
    site.addItems(2);
    await sync(t.app, admin, projectId);
    const run = await waitForEnd(t.app, admin, projectId);
    expect(run).toMatchObject({ status: 'done', rowsNew: 2, rowsUpdated: 0, rowsUnchanged: 11 });
    expect((await rowsOf()).total).toBe(13);
    expect((await ok<Row>(t.app, admin, 'GET', `/reptile/data/queryById?id=${item1.id}`)).title).toBe(
      '公告 1（已核对）',
    );
  });

  it('runs one synchronisation per project at a time, and a cancel stops it within 2 s', async () => {
    const slow = (await addSiteProject(t.app, admin, site.origin, '慢项目', { delayMs: 400, concurrency: 1 }))
      .id;
    await sync(t.app, admin, slow);
    const second = await sendWithToken(t.app, 'POST', '/platform/ywcj/tZszhYwcjReptile/synReptile', admin, {
      id: slow,
    });
    expect(second.statusCode).toBe(409);
    expect(envelopeOf(second).message).toBe(
      '项目「慢项目」正在同步中，请等待本次同步结束或先取消，再重新同步',
    );

    while (((await progressOf(t.app, admin, slow))?.pagesFetched ?? 0) < 2)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const asked = Date.now();
    await ok(t.app, admin, 'POST', '/ywcj/tZszhYwcjReptile/cancel', { id: slow });
    const run = await waitForEnd(t.app, admin, slow, 2000);
    expect(Date.now() - asked).toBeLessThan(2000);
    expect(run.status).toBe('cancelled');
    expect(run.pagesQueued).toBeGreaterThan(0);
    const hitsAtEnd = site.hits.length;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(site.hits.length).toBe(hitsAtEnd);

    const again = await sendWithToken(t.app, 'POST', '/platform/ywcj/tZszhYwcjReptile/cancel', admin, {
      id: slow,
    });
    expect(again.statusCode).toBe(409);
    expect(envelopeOf(again).message).toBe('项目「慢项目」当前没有进行中的同步，无需取消');
  });

  it('searches the rows by keyword and by field, deletes, and exports CSV and Excel', async () => {
    expect((await rowsOf('&fieldName=price&fieldValue=120')).records.map((r) => r.title)).toEqual([
      '公告 12',
    ]);
    expect((await rowsOf('&fieldName=title&fieldValue=' + encodeURIComponent('残缺'))).total).toBe(1);
    expect((await rowsOf('&keyword=' + encodeURIComponent('公告 1'))).total).toBe(4); // 1, 10, 11, 12
    const wrongField = await sendWithToken(
      t.app,
      'GET',
      `/platform/reptile/data/list?projectId=${projectId}&fieldName=x&fieldValue=1`,
      admin,
    );
    expect(wrongField.statusCode).toBe(400);
    expect(envelopeOf(wrongField).message).toBe('项目没有字段「x」，可选：title、price、attachment');

    const csv = await sendWithToken(
      t.app,
      'GET',
      `/platform/reptile/data/exportCsv?projectId=${projectId}&fieldName=price&fieldValue=120`,
      admin,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('标题,价格,附件,网址,采集时间,更新时间');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual(['公告 12,120']);
    const xlsx = await sendWithToken(
      t.app,
      'GET',
      `/platform/reptile/data/exportXls?projectId=${projectId}`,
      admin,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const broken = (await rowsOf('&fieldName=title&fieldValue=' + encodeURIComponent('残缺'))).records[0]!;
    await ok(t.app, admin, 'DELETE', `/reptile/data/delete?id=${broken.id}`);
    expect((await rowsOf()).total).toBe(12);
    const gone = await sendWithToken(t.app, 'GET', `/platform/reptile/data/queryById?id=${broken.id}`, admin);
    expect(gone.statusCode).toBe(404);
  });

  it('lets 普通用户 read 采集数据 but not the projects', async () => {
    const zhangsan = await tokenFor(t.app, 'zhangsan');
    const list = await sendWithToken(
      t.app,
      'GET',
      `/platform/reptile/data/list?projectId=${projectId}`,
      zhangsan,
    );
    const projects = await sendWithToken(t.app, 'GET', '/platform/reptile/project/list', zhangsan);
    const start = await sendWithToken(t.app, 'POST', '/platform/ywcj/tZszhYwcjReptile/synReptile', zhangsan, {
      id: projectId,
    });
    expect([list.statusCode, projects.statusCode, start.statusCode]).toEqual([200, 403, 403]);
  });
});
