/**
 * The shell, the home pages and the authorisation tree end to end (issue 13, findings 1, 6, 8, 9): a grant
 * ticked without its folder still opens, a refused sign-in says why, 工作台 is one click from 分析页, 首页
 * entries are menus like any other, and addresses a user may not open show 403 or 404 inside the shell.
 * Screens at 1440 × 900 and 1280 × 800 go to test-results/screens for a human to look at.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, apiToken, SCREENS, signIn } from './helpers';

interface MenuNode {
  id: string;
  name: string;
  perms: string | null;
  children?: MenuNode[];
}

const flat = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

/** A role granted the entries named (menu names or button codes), and a user holding it; via the API. */
async function userWithGrants(request: APIRequestContext, name: string, entries: string[]): Promise<void> {
  const admin = await apiToken(request);
  await api(request, admin, 'post', '/sys/role/add', { roleName: `角色${name}`, roleCode: name });
  const roles = await api<{ records: Array<{ id: string; roleCode: string }> }>(
    request,
    admin,
    'get',
    '/sys/role/list',
    { roleCode: name },
  );
  const roleId = roles.result.records.find((r) => r.roleCode === name)!.id;
  if (entries.length) {
    const tree = flat((await api<MenuNode[]>(request, admin, 'get', '/sys/permission/list')).result);
    const ids = entries.map((e) => tree.find((n) => n.perms === e || n.name === e)!.id);
    const saved = await api(request, admin, 'post', '/sys/permission/saveRolePermission', {
      roleId,
      permissionIds: ids.join(','),
      lastpermissionIds: '',
    });
    expect(saved.success, saved.message).toBe(true);
  }
  const added = await api(request, admin, 'post', '/sys/user/add', {
    username: name,
    password: 'secret123',
    confirmpassword: 'secret123',
    realname: `用户${name}`,
    selectedroles: roleId,
  });
  expect(added.success, added.message).toBe(true);
}

async function typeSignIn(page: Page, username: string, password = 'secret123'): Promise<void> {
  await page.goto('/user/login');
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

const stamp = Date.now().toString(36);

test('the authorisation tree ticks ancestors, and its holder signs in', async ({
  page,
  browser,
  request,
}) => {
  const code = `grant_${stamp}`;
  await userWithGrants(request, code, []);
  await signIn(page);
  await page.goto('/system/role');
  await page.locator('.ant-table-row', { hasText: code }).getByText('授权').click();
  const drawer = page.locator('.ant-drawer-content');
  const nodeOf = (title: string) => drawer.locator('.ant-tree-treenode', { hasText: title }).last();
  await expect(nodeOf('添加用户')).toBeVisible();
  await expect(drawer.getByRole('switch', { name: '父子联动' })).toBeVisible();
  for (const tool of ['展开全部', '折叠全部', '全选', '全不选'])
    await expect(drawer.getByRole('button', { name: tool })).toBeVisible();

  // Only the button: its page and folder are ticked with it.
  await nodeOf('添加用户').locator('.ant-tree-checkbox').click();
  for (const title of ['系统管理', '用户管理', '添加用户'])
    await expect(
      drawer.locator('.ant-tree-treenode-checkbox-checked', { hasText: title }).first(),
    ).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/shell-grant-1440.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(drawer.getByRole('button', { name: '保存并关闭' })).toBeInViewport();
  await page.screenshot({ path: `${SCREENS}/shell-grant-1280.png` });
  await drawer.getByRole('button', { name: '仅保存' }).click();
  await expect(page.getByText('保存成功！')).toBeVisible();

  // The holder signs in and lands on their first page: they hold no 首页 entry.
  const context = await browser.newContext();
  const user = await context.newPage();
  await typeSignIn(user, code);
  await expect(user).toHaveURL(/\/system\/user$/);
  await expect(user.getByTestId('side-menu').getByText('用户管理')).toBeVisible();
  await context.close();
});

test('a refused sign-in shows the server’s reason and keeps the account', async ({ page, request }) => {
  const code = `nomenu_${stamp}`;
  await userWithGrants(request, code, []);
  await typeSignIn(page, code);
  await expect(page.getByRole('alert').filter({ hasText: '未授权任何菜单' })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login/);
  await expect(page.locator('#username')).toHaveValue(code);
  await expect(page.getByText('拒绝访问')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/shell-refused-sign-in.png` });
});

test('工作台 is one click from 分析页, and 首页 leads home', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/analysis');
  const side = page.getByTestId('side-menu');
  await expect(side.getByRole('menuitem', { name: /分析页/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/shell-analysis-1440.png` });
  await side.getByRole('menuitem', { name: /工作台/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  await page.getByTestId('breadcrumb').getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
});

test('首页 entries are menus; forbidden and unknown addresses show 403 and 404 in the shell', async ({
  page,
  request,
}) => {
  const code = `noHome_${stamp}`;
  await userWithGrants(request, code, ['系统管理', '用户管理']);
  await typeSignIn(page, code);
  await expect(page).toHaveURL(/\/system\/user$/);
  const top = page.getByTestId('top-menu');
  await expect(top.getByText('系统管理')).toBeVisible();
  await expect(top.getByText('工作台')).toHaveCount(0);
  await expect(top.getByText('分析页')).toHaveCount(0);
  const counters = await request.get('/platform/sys/loginfo', {
    headers: { 'X-Access-Token': await apiToken(request, code, 'secret123') },
  });
  expect(counters.status()).toBe(403);

  for (const [path, text, crumb] of [
    ['/dashboard/analysis', '抱歉，您无权访问此页面', '无权访问'],
    ['/system/role', '抱歉，您无权访问此页面', '无权访问'],
    ['/no/such/page', '抱歉，您访问的页面不存在', '页面不存在'],
  ]) {
    await page.goto(path);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId('top-menu')).toBeVisible();
    await expect(page.getByTestId('breadcrumb').getByText(crumb)).toBeVisible();
  }
  await expect(page.getByText('总访问量')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/system/role');
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/shell-403-1280.png` });
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/system\/user$/);
});

test('the menu form checks 授权标识 while typing and offers no button as a parent', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/permission');
  await page.getByRole('button', { name: '新增菜单' }).click();
  const dialog = page.getByRole('dialog');
  // 授权标识 belongs to a button (as in JeecgBoot's form): choosing the type shows it.
  await dialog.getByText('按钮/权限', { exact: true }).click();
  await dialog.getByPlaceholder('如 user:add；全系统唯一').fill('user:add');
  await expect(dialog.getByText('该值不可用，系统中已存在！')).toBeVisible();
  await dialog.getByPlaceholder('如 user:add；全系统唯一').fill(`shell:${stamp}`);
  await expect(dialog.getByText('该值不可用，系统中已存在！')).toHaveCount(0);

  const parent = dialog.locator('.ant-formily-item', { hasText: '上级菜单' });
  await parent.locator('.ant-select-selector').click();
  const options = page.locator('.ant-select-dropdown:visible');
  await expect(options.getByText('用户管理', { exact: true })).toBeVisible();
  await expect(options.getByText('添加用户', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/shell-menu-form-1440.png` });
  // The icon picker has its own test (system-menus.spec.ts).
});
