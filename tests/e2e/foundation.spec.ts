import { expect, test, type Page } from '@playwright/test';

/**
 * The foundation as a user meets it: the route guard, sign-in, the shell with the menu loaded from our
 * own server, logout, and the 404 page. Screenshots land in test-results/screens/ for a human to look at.
 */

const SCREENS = 'test-results/screens';

/** Fills the login form already on screen (the guard brought the user here). */
async function signIn(page: Page, username = 'admin', password = '123456'): Promise<void> {
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

test('a protected path without a token goes to login, and signing in returns there', async ({ page }) => {
  await page.goto('/system/user?from=bookmark');

  await expect(page).toHaveURL(/\/user\/login\?redirect=/);
  const redirect = new URL(page.url()).searchParams.get('redirect');
  expect(redirect).toBe('/system/user?from=bookmark');
  await expect(page.getByRole('tab', { name: '账号密码登录' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/login.png`, fullPage: true });

  await signIn(page);

  await expect(page).toHaveURL(/\/system\/user\?from=bookmark$/);
  await expect(page.getByTestId('breadcrumb')).toContainText('用户管理');
});

test('a wrong password shows the server message on the login page', async ({ page }) => {
  await page.goto('/user/login');
  await signIn(page, 'admin', 'wrong-password');

  await expect(page.getByRole('alert')).toContainText('用户名或密码错误');
  await expect(page).toHaveURL(/\/user\/login/);
});

test('the shell shows the seeded menu tree from the server', async ({ page }) => {
  await page.goto('/user/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);

  const topMenu = page.getByTestId('top-menu');
  for (const title of ['系统管理', '消息中心', '流程引擎', '数据采集', '在线开发']) {
    await expect(topMenu.getByText(title, { exact: true })).toBeVisible();
  }

  await topMenu.getByText('系统管理', { exact: true }).click();
  const sideMenu = page.getByTestId('side-menu');
  for (const title of ['用户管理', '角色管理', '菜单管理', '部门管理', '数据字典', '职务管理', '日志管理']) {
    await expect(sideMenu.getByText(title, { exact: true })).toBeVisible();
  }
  await page.screenshot({ path: `${SCREENS}/shell-system.png`, fullPage: true });

  await sideMenu.getByText('角色管理', { exact: true }).click();
  await expect(page).toHaveURL(/\/system\/role$/);
  await expect(page.getByTestId('breadcrumb')).toContainText('角色管理');
  await expect(page).toHaveTitle('角色管理 - Dougong 斗拱');
});

test('a user without system rights does not see system management', async ({ page }) => {
  await page.goto('/user/login');
  await signIn(page, 'zhangsan');
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);

  const topMenu = page.getByTestId('top-menu');
  await expect(topMenu.getByText('流程引擎', { exact: true })).toBeVisible();
  await expect(topMenu.getByText('系统管理', { exact: true })).toHaveCount(0);
});

test('logout asks for confirmation and returns to login; the old session is gone', async ({ page }) => {
  await page.goto('/user/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  const token = await page.evaluate(() => localStorage.getItem('pro__Access-Token'));
  expect(token).not.toBeNull();

  // The welcome notification sits over the user menu for 4 s; close it as a user would.
  const welcome = page.locator('.ant-notification-notice', { hasText: '欢迎' });
  await expect(welcome).toBeVisible();
  await welcome.locator('.ant-notification-notice-close').click();
  await expect(welcome).toHaveCount(0);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('真的要注销登录吗 ?');
  await page.screenshot({ path: `${SCREENS}/logout-confirm.png` });
  // The browser signs out locally at once (the route guard may show the login page first) and tells the
  // server; the old session is gone once the server has answered.
  const told = page.waitForResponse((response) => response.url().includes('/platform/sys/logout'));
  await dialog.getByRole('button', { name: '确定' }).click();
  expect((await told).status()).toBe(200);

  await expect(page).toHaveURL(/\/user\/login/);
  expect(await page.evaluate(() => localStorage.getItem('pro__Access-Token'))).toBeNull();

  const stored = JSON.parse(token ?? '{}') as { value?: string };
  const answer = await page.request.get('/platform/sys/permission/getUserPermissionByToken', {
    headers: { 'X-Access-Token': stored.value ?? '' },
    params: { token: stored.value ?? '' },
  });
  expect(answer.status()).toBe(401);
  expect((await answer.json()).message).toBe('Token失效，请重新登录');
});

test('the login page with a token goes to the workplace', async ({ page }) => {
  await page.goto('/user/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);

  await page.goto('/user/login');

  await expect(page).toHaveURL(/\/dashboard\/workplace$/);
  await page.screenshot({ path: `${SCREENS}/workplace.png`, fullPage: true });
});

test('the analysis dashboard and an unknown path', async ({ page }) => {
  await page.goto('/user/login');
  await signIn(page);
  await expect(page).toHaveURL(/\/dashboard\/workplace$/);

  await page.goto('/dashboard/analysis');
  await expect(page.getByText('总访问量')).toBeVisible();
  // The seeded 首页 folder's side menu is the way to 工作台 (issue 13, finding 6).
  await expect(page.getByTestId('side-menu').getByText('工作台')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/analysis.png`, fullPage: true });

  await page.goto('/no/such/page');
  await expect(page.getByText(/抱歉，您访问的页面不存在/)).toBeVisible();
  await expect(page.getByTestId('top-menu')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/not-found.png`, fullPage: true });
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).not.toHaveURL(/404|no\/such/);
});
