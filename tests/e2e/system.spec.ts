import { expect, test, type Page } from '@playwright/test';
import { SCREENS, api, apiToken, signIn } from './helpers';

/**
 * System management end to end (issue 4 acceptance): admin creates a department, a role with a few menus
 * and only the 'user:add' button, and a user in that department with that role; that user sees only those
 * menus and only the add button; an existing username is flagged while typing; freezing ends the session.
 */

async function pick(page: Page, field: string, option: string): Promise<void> {
  const item = page.getByRole('dialog').locator('.ant-formily-item', { hasText: field });
  await item.locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
  // Close the drop-down by clicking the dialog's title (Escape would close the dialog too).
  await page.getByRole('dialog').locator('.ant-modal-title').click();
}

test('admin builds a department, a role and a user; the user sees only what the role grants', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString().slice(-6);
  const depart = `测试部${stamp}`;
  const roleCode = `e2e_role_${stamp}`;
  const username = `e2e_${stamp}`;
  await signIn(page);

  // A department.
  await page.goto('/system/depart');
  await page.getByRole('button', { name: '添加一级部门' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('请输入部门名称').fill(depart);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.locator('.dg-tree').getByText(depart)).toBeVisible();

  // A role holding 系统管理 › 用户管理 and only its 添加用户 button.
  await page.goto('/system/role');
  await page.getByRole('button', { name: '新增角色' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('请输入角色名称').fill(`测试角色${stamp}`);
  await dialog.getByPlaceholder('请输入角色编码').fill(roleCode);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('添加成功！').first()).toBeVisible();
  const roleRow = page.locator('.ant-table-row', { hasText: roleCode });
  await roleRow.getByText('授权').click();
  const drawer = page.locator('.ant-drawer-content');
  for (const node of ['系统管理', '用户管理', '添加用户']) {
    await drawer
      .locator('.ant-tree-treenode', { hasText: node })
      .first()
      .locator('.ant-tree-checkbox')
      .click();
  }
  await page.screenshot({ path: `${SCREENS}/role-authorize.png` });
  // 保存并关闭 saves and closes the drawer (仅保存 keeps it open).
  await drawer.getByRole('button', { name: '保存并关闭' }).click();
  await expect(page.getByText('保存成功！')).toBeVisible();
  await expect(drawer).toBeHidden();

  // A user in that department with that role; an existing username is flagged while typing.
  await page.goto('/system/user');
  await page.getByRole('button', { name: '添加用户' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('请输入用户账号').fill('admin');
  await expect(dialog.getByText('该值不可用，系统中已存在！')).toBeVisible();
  await dialog.getByPlaceholder('请输入用户账号').fill(username);
  await dialog.getByPlaceholder('请输入登录密码').fill('secret123');
  await dialog.getByPlaceholder('请输入确认密码').fill('secret123');
  await dialog.getByPlaceholder('请输入真实姓名').fill('测试用户');
  await pick(page, '角色', `测试角色${stamp}`);
  // 所属部门 is the department picker (选择部门): search the new department, tick it, 确定.
  await dialog.locator('.dg-depart-select').click();
  const departs = page.getByRole('dialog', { name: '选择部门' });
  await departs.getByPlaceholder('输入部门名称搜索').fill(depart);
  await departs.locator('.ant-tree-treenode', { hasText: depart }).locator('.ant-tree-checkbox').click();
  await departs.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(dialog.locator('.dg-depart-select')).toContainText(depart);
  await page.screenshot({ path: `${SCREENS}/user-add.png` });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('添加成功！').first()).toBeVisible();

  // The new user sees only 系统管理 › 用户管理, and only the add button.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  // Without 首页 entries the user lands on their first page (issue 13, finding 8).
  await signIn(userPage, username, 'secret123', /\/system\/user$/);
  const top = userPage.getByTestId('top-menu');
  await expect(top.getByText('系统管理')).toBeVisible();
  for (const hidden of ['消息中心', '流程引擎', '在线开发'])
    await expect(top.getByText(hidden)).toHaveCount(0);
  await userPage.goto('/system/user');
  await expect(userPage.getByTestId('side-menu').getByText('用户管理')).toBeVisible();
  await expect(userPage.getByTestId('side-menu').getByText('角色管理')).toHaveCount(0);
  await expect(userPage.getByRole('button', { name: '添加用户' })).toBeVisible();
  await expect(userPage.getByRole('button', { name: '批量删除' })).toHaveCount(0);
  await expect(userPage.locator('.ant-table-row').first()).toBeVisible();
  await expect(userPage.locator('.ant-table-row').first().getByText('编辑')).toHaveCount(0);
  await userPage.screenshot({ path: `${SCREENS}/user-limited.png`, fullPage: true });

  // A button hidden in the browser is refused by the server too.
  const userToken = await apiToken(request, username, 'secret123');
  const refused = await request.delete('/platform/sys/user/delete', {
    headers: { 'X-Access-Token': userToken },
    params: { id: 'anything' },
  });
  expect(refused.status()).toBe(403);

  // Freezing the user ends their session at once.
  await page.locator('.ant-table-row', { hasText: username }).getByText('冻结').click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('冻结成功!')).toBeVisible();
  const after = await api(request, userToken, 'get', '/sys/permission/getUserPermissionByToken', {
    token: userToken,
  });
  expect(after.success).toBe(false);
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/user\/login/);
  await userContext.close();
});
