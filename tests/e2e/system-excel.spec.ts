import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { SCREENS, api, apiToken, signIn } from './helpers';

/**
 * 用户管理's 导出 and 导入 as an administrator uses them (issue 16): users exported from one installation
 * are imported into a fresh one — a second server on its own empty DATA_DIR, whose departments, roles
 * and positions have other ids but the same names — and come back with their departments, roles and
 * positions; a file with two bad rows is refused naming those two rows and why, and nothing is added.
 */

const stamp = () => Date.now().toString().slice(-6);
const root = resolve(import.meta.dirname, '../..');

interface Listed {
  username: string;
  realname: string;
  sex: number | null;
  phone: string | null;
  email: string | null;
  post: string | null;
  status: number;
  departNames: string[];
  roleNames: string[];
}

/** Users whose account contains `text`, as the list answers them (what a person compares). */
async function usersLike(request: APIRequestContext, base: string, token: string, text: string) {
  const answer = await request.get(`${base}/platform/sys/user/list`, {
    headers: { 'X-Access-Token': token },
    params: { username: text, column: 'username', order: 'asc', pageSize: 100 },
  });
  const records = ((await answer.json()) as { result: { records: Listed[] } }).result.records;
  return records.map(({ username, realname, sex, phone, email, post, status, departNames, roleNames }) => ({
    username,
    realname,
    sex,
    phone,
    email,
    post,
    status,
    departNames,
    roleNames,
  }));
}

/** A second server on a fresh, empty DATA_DIR: migrated and seeded as a new installation. */
async function freshServer(request: APIRequestContext): Promise<{ base: string; stop: () => void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dougong-e2e-fresh-'));
  const port = Number(process.env.E2E_PORT ?? 3100) + 1;
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...env } = process.env;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/main.ts')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? join(root, 'dist'),
      NODE_ENV: 'test',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let tries = 0; tries < 120; tries++) {
    const health = await request.get(`${base}/platform/health`).catch(() => null);
    if (health?.ok()) return { base, stop };
    await new Promise((done) => setTimeout(done, 500));
  }
  stop();
  throw new Error('the second server did not start');
}

async function searchUsers(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder('请输入用户账号').first().fill(text);
  await page.getByRole('button', { name: /查\s*询/ }).click();
}

/** Chooses `file` in the dialog 导入 opens. */
async function importFile(page: Page, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page
    .locator('.dg-crud')
    .getByRole('button', { name: /导\s*入/ })
    .click();
  await (await chooser).setFiles(file);
}

test('users exported from one installation import into a fresh one with their departments and roles', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const tag = `xl${stamp()}`;
  const tree = await api<
    Array<{ id: string; departName: string; children?: Array<{ id: string; departName: string }> }>
  >(request, token, 'get', '/sys/sysDepart/queryTreeList');
  const departs = tree.result.flatMap((top) => [top, ...(top.children ?? [])]);
  const departId = (name: string) => departs.find((d) => d.departName === name)!.id;
  const roles = await api<Array<{ id: string; roleCode: string }>>(
    request,
    token,
    'get',
    '/sys/role/queryall',
  );
  const roleId = (code: string) => roles.result.find((r) => r.roleCode === code)!.id;
  for (const [suffix, realname, sex, depart, role, post, phone] of [
    ['a', '导出甲', 1, '研发部', 'user', 'DEV', '13500001111'],
    ['b', '导出乙', 2, '市场部', 'auditor', 'PM', '13500002222'],
  ] as const) {
    const added = await api(request, token, 'post', '/sys/user/add', {
      username: `${tag}_${suffix}`,
      realname,
      password: 'Passw0rd!',
      sex,
      phone,
      email: `${tag}_${suffix}@example.com`,
      post,
      selecteddeparts: departId(depart),
      roleIds: [roleId(role)],
    });
    expect(added.success, added.message).toBe(true);
  }
  const before = await usersLike(request, '', token, tag);
  expect(before).toHaveLength(2);

  // 导出 in the first installation: the list searched for the two users.
  await signIn(page);
  await page.goto('/system/user');
  await searchUsers(page, tag);
  await expect(page.locator('.dg-crud .ant-table-row')).toHaveCount(2);
  await page.locator('.dg-crud').screenshot({ path: `${SCREENS}/system-excel-toolbar.png` });
  const download = page.waitForEvent('download');
  const asked = page.waitForRequest((r) => r.url().includes('/sys/user/exportXls'));
  await page
    .locator('.dg-crud')
    .getByRole('button', { name: /导\s*出/ })
    .click();
  expect(new URL((await asked).url()).searchParams.get('username')).toBe(tag);
  const exported = await download;
  expect(exported.suggestedFilename()).toBe('用户.xlsx');
  const file = info.outputPath('用户.xlsx');
  await exported.saveAs(file);

  // 导入 in a fresh installation.
  const fresh = await freshServer(request);
  try {
    await page.goto(`${fresh.base}/user/login`);
    await page.locator('#username').fill('admin');
    await page.locator('#password').fill('123456');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    await page.goto(`${fresh.base}/system/user`);
    await importFile(page, file);
    await expect(
      page.getByText('文件导入成功！数据行数:2；其中 2 个账号未填初始密码，暂不能登录，请用「密码」为其设置'),
    ).toBeVisible();
    // The list reloaded with them; every field, departments included, equals the first installation's.
    await searchUsers(page, tag);
    await expect(page.locator('.dg-crud .ant-table-row')).toHaveCount(2);
    await expect(page.locator('.dg-crud .ant-table-row', { hasText: `${tag}_b` })).toContainText('审计员');
    const freshToken = (
      (await (
        await request.post(`${fresh.base}/platform/sys/login`, {
          data: { username: 'admin', password: '123456' },
        })
      ).json()) as {
        result: { token: string };
      }
    ).result.token;
    expect(await usersLike(request, fresh.base, freshToken, tag)).toEqual(before);
  } finally {
    fresh.stop();
  }
});

test('an import with two bad rows names those rows and why, and adds nobody', async ({
  page,
  request,
}, info) => {
  const tag = `bad${stamp()}`;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户');
  sheet.addRow(['用户账号', '真实姓名', '性别', '手机号码', '邮箱']);
  sheet.addRow([`${tag}_1`, '好一', '男']);
  sheet.addRow(['zhangsan', '重名的张三']);
  sheet.addRow([`${tag}_2`, '好二', '女']);
  sheet.addRow([`${tag}_3`, '坏邮箱', '', '', 'not-an-email']);
  const file = info.outputPath('待导入用户.xlsx');
  await workbook.xlsx.writeFile(file);

  await signIn(page);
  await page.goto('/system/user');
  await importFile(page, file);
  const dialog = page.getByRole('dialog', { name: '导入失败' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('共 2 行有误，没有导入任何数据，请改正后重新导入');
  await expect(dialog.getByText('第 3 行：用户账号已存在', { exact: true })).toBeVisible();
  await expect(dialog.getByText('第 5 行：邮箱格式不正确', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/system-excel-import-refused.png` });
  await dialog.getByRole('button', { name: /知道了/ }).click();
  await expect(dialog).toBeHidden();

  const token = await apiToken(request);
  expect(await usersLike(request, '', token, tag)).toEqual([]);
});
