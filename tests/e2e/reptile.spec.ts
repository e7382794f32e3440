import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startSite, FIELDS_TEXT, type TestSite } from '../api/reptile-site';
import { SCREENS, signIn } from './helpers';

/**
 * 数据采集 as an operator uses it (issue 20): create a project on a local site, synchronise it and watch the
 * progress bar reach 已完成, search the collected rows in 采集数据, export them as CSV (read back) and correct
 * one through its form.
 * The suite's shared server may not fetch loopback addresses, so this spec runs its own server whose
 * administrator allows 127.0.0.1 (REPTILE_ALLOWED_HOSTS), as docs/reptile.md says an admin would.
 */

const root = resolve(import.meta.dirname, '../..');
let site: TestSite;
let server: ChildProcess | undefined;
let dataDir = '';
let base = '';
let context: BrowserContext | undefined;

async function startServer(): Promise<void> {
  dataDir = mkdtempSync(join(tmpdir(), 'dougong-e2e-reptile-'));
  const port = Number(process.env.E2E_PORT ?? 3100) + 2;
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? join(root, 'dist'),
      NODE_ENV: 'test',
      REPTILE_ALLOWED_HOSTS: '127.0.0.1',
    },
  });
  base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 120; tries++) {
    const up = await fetch(`${base}/platform/health`).catch(() => null);
    if (up?.ok) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('the data-collection server did not start');
}

async function openPage(browser: Browser): Promise<Page> {
  context = await browser.newContext({ baseURL: base, acceptDownloads: true });
  return context.newPage();
}

test.beforeAll(async () => {
  site = await startSite();
  await startServer();
});

test.afterAll(async () => {
  await context?.close();
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  await site?.close();
});

test('create a project, synchronise it to 已完成, search the rows and export them as CSV', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await openPage(browser);
  page.setDefaultTimeout(15_000);
  await signIn(page);
  const name = `本地公告${Date.now().toString().slice(-6)}`;

  await page.goto('/reptile/project');
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增采集项目' });
  const field = (label: string) =>
    dialog.locator('.ant-formily-item').filter({
      has: page.locator('.ant-formily-item-label', { hasText: new RegExp(`^\\*?\\s*${label}\\s*:?$`) }),
    });
  await field('项目名称').getByRole('textbox').fill(name);
  await field('起始地址').getByRole('textbox').fill(`${site.origin}/list?page=1`);
  await field('链接选择器').getByRole('textbox').fill('a.item');
  await field('下一页选择器').getByRole('textbox').fill('a.next');
  await field('采集字段').getByRole('textbox').fill(FIELDS_TEXT);
  await field('间隔\\(毫秒\\)').getByRole('spinbutton').fill('100');
  await field('超时\\(毫秒\\)').getByRole('spinbutton').fill('1000');
  await page.screenshot({ path: `${SCREENS}/reptile-project-form.png` });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();

  await page.getByPlaceholder('请输入项目名称').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.locator('.ant-table-row', { hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('未同步');
  await row.getByText('同步', { exact: true }).click();

  const drawer = page.locator('.ant-drawer', { hasText: `同步 — ${name}` });
  const panel = drawer.getByTestId('reptile-sync');
  await panel.getByRole('button', { name: '开始同步' }).click();
  await expect(panel.getByText('第 1 次 · 同步中')).toBeVisible();
  const bar = panel.getByRole('progressbar');
  const seen = new Set<string>();
  for (let i = 0; i < 200; i++) {
    seen.add((await bar.getAttribute('aria-valuenow')) ?? '');
    if (await panel.getByText('第 1 次 · 已完成').isVisible()) break;
    await page.waitForTimeout(50);
  }
  await expect(panel.getByText('第 1 次 · 已完成')).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  // The bar moved through values between 0 and 100 on its way.
  expect([...seen].some((value) => Number(value) > 0 && Number(value) < 100)).toBe(true);
  await expect(panel).toContainText('新增行11');
  await expect(panel).toContainText('失败3');
  await expect(drawer.locator('.ant-table-row').first()).toContainText('已完成');
  await page.screenshot({ path: `${SCREENS}/reptile-sync.png` });

  await page.goto('/reptile/data');
  await page.getByPlaceholder('任一字段或网址包含').fill('公告 1');
  await page.getByRole('button', { name: '查询' }).click();
  const rows = page.locator('.ant-table-row');
  await expect(rows).toHaveCount(2); // 公告 1 and 公告 10
  await expect(rows.first()).toContainText('公告 1');
  await page.screenshot({ path: `${SCREENS}/reptile-data.png` });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 CSV' }).click();
  const file = await (await download).path();
  const lines = readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('标题,价格,附件,网址,采集时间,更新时间');
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',')[0])
      .sort(),
  ).toEqual(['公告 1', '公告 10']);

  // A row corrected through its form (the project binds none: one box per field) and saved.
  await rows.filter({ hasText: '公告 10' }).getByText('编辑', { exact: true }).click();
  const editor = page.getByTestId('reptile-row');
  const title = editor.locator('.ant-formily-item', { hasText: '标题' }).getByRole('textbox');
  await expect(title).toHaveValue('公告 10');
  await title.fill('公告 10（已核对）');
  await page.screenshot({ path: `${SCREENS}/reptile-row-edit.png` });
  await editor.getByRole('button', { name: /保\s*存/ }).click();
  // The list behind the drawer is read again with the saved row.
  await expect(rows.filter({ hasText: '公告 10（已核对）' })).toHaveCount(1);
});
