import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Where e2e screenshots go, for a human to look at (test-results/ is not committed). */
export const SCREENS = 'test-results/screens';

/**
 * Signs in through the login page and waits for the landing page: the workplace, or for a user not granted
 * it their home (their first page).
 */
export async function signIn(
  page: Page,
  username = 'admin',
  password = '123456',
  landing: RegExp = /\/dashboard\/workplace$/,
): Promise<void> {
  await page.goto('/user/login');
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(landing);
}

/** A session token straight from the API, for arranging data without clicking. */
export async function apiToken(
  request: APIRequestContext,
  username = 'admin',
  password = '123456',
): Promise<string> {
  const answer = await request.post('/platform/sys/login', { data: { username, password } });
  const body = (await answer.json()) as { result: { token: string } };
  return body.result.token;
}

/** Calls the API as a signed-in user and returns the envelope. */
export async function api<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put' | 'delete',
  url: string,
  data?: Record<string, unknown>,
): Promise<{ success: boolean; message: string; result: T }> {
  const headers = { 'X-Access-Token': token };
  const answer =
    method === 'get' || method === 'delete'
      ? await request[method](`/platform${url}`, { headers, params: data as Record<string, string> })
      : await request[method](`/platform${url}`, { headers, data });
  return (await answer.json()) as { success: boolean; message: string; result: T };
}

/**
 * Adds a user of the role 普通用户 through the API as admin (realname, phone and the rest in `fields`).
 *
 * @example
 * await addUser(request, { username: 'pw_x1', password: 'secret123', realname: '改密' });
 */
export async function addUser(
  request: APIRequestContext,
  fields: { username: string; password: string; realname: string; phone?: string },
): Promise<void> {
  const admin = await apiToken(request);
  const roles = await api<Array<{ id: string; roleCode: string }>>(
    request,
    admin,
    'get',
    '/sys/role/queryall',
  );
  const added = await api(request, admin, 'post', '/sys/user/add', {
    ...fields,
    confirmpassword: fields.password,
    selectedroles: roles.result.find((role) => role.roleCode === 'user')!.id,
  });
  expect(added.success, added.message).toBe(true);
}

/**
 * Every header cell of a page's crud table left of the fixed 操作 column ends before that column begins.
 *
 * @example
 * await nothingUnderActions(page);
 */
export async function nothingUnderActions(page: Page) {
  const table = page.locator('.dg-crud .ant-table').first();
  const action = table.locator('thead th', { hasText: '操作' }).first();
  await expect(action).toBeVisible();
  const edge = (await action.boundingBox())!.x;
  const headers = table.locator('thead th:not(.ant-table-cell-fix-right)');
  const count = await headers.count();
  for (let i = 0; i < count; i++) {
    const box = await headers.nth(i).boundingBox();
    const text = await headers.nth(i).innerText();
    if (box) expect(box.x + box.width, `表头「${text}」被操作列盖住`).toBeLessThanOrEqual(edge + 1);
  }
}
