import { expect, test, type Page } from '@playwright/test';
import { SCREENS, api, apiToken, signIn } from './helpers';

/**
 * 用户管理's 回收站 (issue 16): an administrator deletes a user, who then shows in the 回收站 drawer and no
 * longer in the list; 还原 brings them back to the list (and they sign in again); deleted again,
 * 彻底删除 removes them for good, and their account name is free.
 */

const stamp = () => Date.now().toString().slice(-6);

async function confirm(page: Page, question: string): Promise<void> {
  const box = page.locator('.ant-modal-confirm', { hasText: question });
  await expect(box).toBeVisible();
  await box.getByRole('button', { name: /确\s*定/ }).click();
}

async function search(page: Page, username: string): Promise<void> {
  await page.getByPlaceholder('请输入用户账号').first().fill(username);
  await page.getByRole('button', { name: '查询' }).click();
}

async function deleteFromList(page: Page, username: string): Promise<void> {
  await search(page, username);
  const row = page.locator('.dg-crud tr', { hasText: username });
  await row.getByText('删除').click();
  await confirm(page, `删除用户「${username}」?`);
  await expect(page.getByText('删除成功!')).toBeVisible();
  await expect(page.locator('.dg-crud tr', { hasText: username })).toHaveCount(0);
}

test('回收站: a deleted user is restored, then deleted for good', async ({ page, request }) => {
  const token = await apiToken(request);
  const username = `binned${stamp()}`;
  const added = await api(request, token, 'post', '/sys/user/add', {
    username,
    realname: '回收站用户',
    password: 'Passw0rd!',
    confirmpassword: 'Passw0rd!',
  });
  expect(added.success, added.message).toBe(true);

  await signIn(page);
  await page.goto('/system/user');
  await deleteFromList(page, username);
  const refused = await request.post('/platform/sys/login', { data: { username, password: 'Passw0rd!' } });
  expect(refused.status()).toBe(400);

  await page.getByRole('button', { name: '回收站' }).click();
  const drawer = page.locator('.ant-drawer', { hasText: '用户回收站' });
  const binned = drawer.locator('tr', { hasText: username });
  await expect(binned).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/system-users-recycle.png` });
  await binned.getByText('还原').click();
  await confirm(page, `确定还原用户「${username}」吗？还原后可以重新登录。`);
  await expect(page.getByText('还原成功')).toBeVisible();
  await expect(binned).toHaveCount(0);
  await drawer.locator('.ant-drawer-close').click();
  await expect(page.locator('.dg-crud tr', { hasText: username })).toBeVisible();
  const back = await request.post('/platform/sys/login', { data: { username, password: 'Passw0rd!' } });
  expect(back.status()).toBe(200);

  await deleteFromList(page, username);
  await page.getByRole('button', { name: '回收站' }).click();
  await drawer.locator('tr', { hasText: username }).getByText('彻底删除').click();
  await confirm(page, `确定彻底删除用户「${username}」吗？彻底删除后无法恢复，账号可被重新使用。`);
  await expect(page.getByText('删除成功', { exact: true })).toBeVisible();
  await expect(drawer.locator('tr', { hasText: username })).toHaveCount(0);
  const free = await api(request, token, 'get', '/sys/user/checkOnlyUser', { username });
  expect(free).toMatchObject({ success: true, message: '该用户账号可用' });
});
