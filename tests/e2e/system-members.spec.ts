/**
 * 角色用户 and 部门用户 end to end (issue 13, "Missing"): an administrator opens a role's users, adds two
 * existing users, removes one behind a confirmation naming it; a narrower administrator is told why a
 * role is beyond them; in 部门管理 the 部门用户 tab adds and removes a user of the chosen department, and
 * deleting the department names it. Screens at 1440 × 900 and 1280 × 800 go to test-results/screens.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { api, apiToken, SCREENS, signIn } from './helpers';

interface MenuNode {
  id: string;
  name: string;
  perms: string | null;
  children?: MenuNode[];
}

const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const stamp = Date.now().toString(36).slice(-6);

/** What a test made, deleted after it so other specs' first pages look as they expect. */
const made = { users: [] as string[], roles: [] as string[] };

test.afterEach(async ({ request }) => {
  const token = await apiToken(request);
  for (const id of made.users.splice(0)) await api(request, token, 'delete', '/sys/user/delete', { id });
  for (const id of made.roles.splice(0)) await api(request, token, 'delete', '/sys/role/delete', { id });
});

async function addUser(request: APIRequestContext, token: string, username: string, roleId?: string) {
  const added = await api(request, token, 'post', '/sys/user/add', {
    username,
    realname: `成员${username}`,
    password: 'secret123',
    confirmpassword: 'secret123',
    ...(roleId ? { selectedroles: roleId } : {}),
  });
  expect(added.success, added.message).toBe(true);
  const found = await api<{ records: Array<{ id: string; username: string }> }>(
    request,
    token,
    'get',
    '/sys/user/list',
    { username },
  );
  made.users.push(found.result.records.find((r) => r.username === username)!.id);
}

/** A role granted the entries named (menu names or button codes); its id. */
async function addRole(
  request: APIRequestContext,
  token: string,
  code: string,
  name: string,
  entries: string[] = [],
) {
  const added = await api(request, token, 'post', '/sys/role/add', { roleName: name, roleCode: code });
  expect(added.success, added.message).toBe(true);
  const roles = await api<{ records: Array<{ id: string; roleCode: string }> }>(
    request,
    token,
    'get',
    '/sys/role/list',
    { roleCode: code },
  );
  const roleId = roles.result.records.find((r) => r.roleCode === code)!.id;
  made.roles.push(roleId);
  if (entries.length) {
    const tree = flat((await api<MenuNode[]>(request, token, 'get', '/sys/permission/list')).result);
    const ids = entries.map((e) => tree.find((n) => n.perms === e || n.name === e)!.id);
    const saved = await api(request, token, 'post', '/sys/permission/saveRolePermission', {
      roleId,
      permissionIds: ids.join(','),
      lastpermissionIds: '',
    });
    expect(saved.success, saved.message).toBe(true);
  }
  return roleId;
}

/**
 * Picks users in the 添加已有用户 dialog through the user picker 根据部门选择用户: each searched by account and
 * ticked (ticks hold across searches), then 确定; the box shows them by name.
 */
async function pickUsers(page: Page, dialog: Locator, usernames: string[]) {
  await dialog.locator('.dg-user-select').click();
  const picker = page.getByRole('dialog', { name: '根据部门选择用户' });
  await expect(picker).toBeVisible();
  for (const name of usernames) {
    await picker.getByPlaceholder('输入账号查询').fill(name);
    await picker.getByRole('button', { name: /^查\s*询$/ }).click();
    const row = picker.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.locator('.ant-checkbox-input').check();
  }
  await picker.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(picker).toBeHidden();
  await expect(dialog.locator('.dg-user-select .ant-select-selection-item')).toHaveCount(usernames.length);
}

async function openRoleUsers(page: Page, roleName: string) {
  await page.goto('/system/role');
  await page.getByPlaceholder('请输入角色名称').fill(roleName);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.locator('.ant-table-row', { hasText: roleName });
  await expect(row).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SCREENS}/members-role-list-${width}.png` });
  await row.getByText('用户', { exact: true }).click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.getByText(`角色用户 — ${roleName}`)).toBeVisible();
  return drawer;
}

test('a role: list its users, add two existing users, remove one behind a confirm naming it', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const roleName = `成员角色${stamp}`;
  const roleId = await addRole(request, token, `members_${stamp}`, roleName);
  const [first, second] = [`mem1_${stamp}`, `mem2_${stamp}`];
  await addUser(request, token, first);
  await addUser(request, token, second);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  const drawer = await openRoleUsers(page, roleName);
  await expect(drawer.locator('.ant-empty-description', { hasText: '暂无数据' })).toBeVisible();

  await drawer.getByRole('button', { name: '添加已有用户' }).click();
  const dialog = page.getByRole('dialog', { name: `添加已有用户到角色「${roleName}」` });
  await expect(dialog).toBeVisible();
  await pickUsers(page, dialog, [first, second]);
  await page.screenshot({ path: `${SCREENS}/members-role-add-1440.png` });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功!')).toBeVisible();
  await expect(dialog).toBeHidden();
  for (const name of [first, second])
    await expect(drawer.locator('.ant-table-row', { hasText: name })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/members-role-users-1440.png` });

  // Searching by account narrows the list.
  await drawer.getByPlaceholder('请输入用户账号').fill(second);
  await drawer.getByRole('button', { name: /查\s*询/ }).click();
  await expect(drawer.locator('.ant-table-row', { hasText: first })).toHaveCount(0);
  await expect(drawer.locator('.ant-table-row', { hasText: second })).toBeVisible();
  await drawer.getByRole('button', { name: /重\s*置/ }).click();
  await expect(drawer.locator('.ant-table-row', { hasText: first })).toBeVisible();

  await drawer.locator('.ant-table-row', { hasText: first }).getByText('取消关联').click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(`确定将用户「${first}」移出角色「${roleName}」吗？`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SCREENS}/members-role-unlink-1280.png` });
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('删除成功!')).toBeVisible();
  await expect(drawer.locator('.ant-table-row', { hasText: first })).toHaveCount(0);
  await expect(drawer.locator('.ant-table-row', { hasText: second })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/members-role-users-1280.png` });

  // What the page shows is what the server holds.
  const held = await api<{ records: Array<{ username: string }> }>(
    request,
    token,
    'get',
    '/sys/user/userRoleList',
    {
      roleId,
    },
  );
  expect(held.result.records.map((r) => r.username)).toEqual([second]);
});

test('a batch 取消关联 asks for ticks first, then names how many and which role', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const roleName = `批量角色${stamp}`;
  const roleId = await addRole(request, token, `members_b_${stamp}`, roleName);
  for (const name of [`bat1_${stamp}`, `bat2_${stamp}`]) await addUser(request, token, name, roleId);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const drawer = await openRoleUsers(page, roleName);
  await drawer.getByRole('button', { name: '批量取消关联' }).click();
  await expect(page.getByText('请选择一条记录！')).toBeVisible();
  await drawer.locator('thead .ant-checkbox-input').check();
  await drawer.getByRole('button', { name: '批量取消关联' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(`确定将选中的 2 个用户移出角色「${roleName}」吗？`);
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('删除成功!')).toBeVisible();
  await expect(drawer.locator('.ant-empty-description', { hasText: '暂无数据' })).toBeVisible();
});

test('a narrower administrator is told why a role is beyond them', async ({ page, request }) => {
  const token = await apiToken(request);
  const narrowRole = await addRole(request, token, `narrow_${stamp}`, `窄管理员${stamp}`, [
    '角色管理',
    'role:authorize',
    '用户管理',
  ]);
  const narrow = `narrow_${stamp}`;
  await addUser(request, token, narrow, narrowRole);
  const wideName = `部门角色${stamp}`;
  await addRole(request, token, `wide_${stamp}`, wideName, ['部门管理']);
  const target = `plain_${stamp}`;
  await addUser(request, token, target);

  await signIn(page, narrow, 'secret123', /\/system\//);
  const drawer = await openRoleUsers(page, wideName);
  await drawer.getByRole('button', { name: '添加已有用户' }).click();
  const dialog = page.getByRole('dialog', { name: `添加已有用户到角色「${wideName}」` });
  await pickUsers(page, dialog, [target]);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(
    page.getByText(`不能授予角色「${wideName}」：它包含您自己没有的权限（部门管理）`),
  ).toBeVisible();
  await page.waitForTimeout(500); // the toast's fade-in, for the screenshot only
  await page.screenshot({ path: `${SCREENS}/members-role-refused-1440.png` });
  // The dialog stays open with the choice, so the administrator can change it.
  await expect(dialog).toBeVisible();
});

test('a department: 部门用户 adds and removes a user; deleting it names it', async ({ page, request }) => {
  const token = await apiToken(request);
  const departName = `成员部门${stamp}`;
  const added = await api(request, token, 'post', '/sys/sysDepart/add', { departName });
  expect(added.success, added.message).toBe(true);
  const member = `dep1_${stamp}`;
  await addUser(request, token, member);

  await page.setViewportSize({ width: 1280, height: 800 });
  const refused: string[] = [];
  page.on('response', (r) => r.status() >= 400 && refused.push(`${r.status()} ${r.url()}`));
  await signIn(page);
  await page.goto('/system/depart');
  await page.getByRole('tab', { name: '部门用户' }).click();
  const panel = page.locator('.dg-tabs .ant-tabs-tabpane-active');
  await expect(panel.getByText('请先在左侧选中一个部门')).toBeVisible();
  await page.locator('.ant-tree').getByText(departName).click();
  await expect(panel.locator('.ant-empty-description', { hasText: '暂无数据' })).toBeVisible();

  await panel.getByRole('button', { name: '添加已有用户' }).click();
  const dialog = page.getByRole('dialog', { name: `添加已有用户到部门「${departName}」` });
  await pickUsers(page, dialog, [member]);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功!')).toBeVisible();
  const row = panel.locator('.ant-table-row', { hasText: member });
  await expect(row).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/members-depart-users-1280.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SCREENS}/members-depart-users-1440.png` });

  await row.getByText('取消关联').click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(`确定将用户「${member}」移出部门「${departName}」吗？`);
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('删除成功!')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('button', { name: '删除', exact: true }).click();
  const question = page.locator('.ant-modal-confirm');
  await expect(question).toContainText(`删除部门「${departName}」及其全部下级部门?`);
  await page.screenshot({ path: `${SCREENS}/members-depart-delete-1440.png` });
  await question.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('删除成功!').first()).toBeVisible();
  await expect(page.locator('.ant-tree').getByText(departName)).toHaveCount(0);
  await expect(panel.getByText('请先在左侧选中一个部门')).toBeVisible();
  // No request went out without its department, before or after the delete.
  expect(refused).toEqual([]);
});
