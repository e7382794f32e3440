import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, apiToken, SCREENS, signIn } from './helpers';

/**
 * The tabbed layout (issue 19, SPEC.md §2, §4, §8): every page visited opens a tab, the context menu's
 * 刷新 / 关闭左侧 / 关闭右侧 / 关闭其他, the two refusals, keep-alive of a page whose menu says so, and no
 * tabs on a phone.
 */

const tab = (page: Page, title: string) =>
  page.getByTestId('page-tabs').getByRole('tab', { name: title, exact: true });
const closeButton = (page: Page, title: string) =>
  page
    .getByTestId('page-tabs')
    .locator('.ant-tabs-tab')
    .filter({ has: page.getByRole('tab', { name: title, exact: true }) })
    .locator('.ant-tabs-tab-remove');
const titles = async (page: Page) =>
  (await page.getByTestId('page-tabs').locator('.ant-tabs-nav-list [data-tab-key]').allInnerTexts()).map(
    (text) => text.trim(),
  );

async function contextCommand(page: Page, title: string, command: string) {
  await tab(page, title).locator('[data-tab-key]').click({ button: 'right' });
  await page.getByRole('menuitem', { name: command }).click();
}

async function openFromSideMenu(page: Page, title: string) {
  await page.getByTestId('side-menu').getByRole('menuitem', { name: title }).click();
  await expect(page.getByTestId('breadcrumb')).toContainText(title);
}

test('pages open tabs; the context menu closes left, right and others; home and the last tab stay', async ({
  page,
}) => {
  await signIn(page);
  await expect.poll(() => titles(page)).toEqual(['首页', '工作台']);

  await page.getByTestId('top-menu').getByRole('menuitem', { name: '系统管理' }).click();
  await expect(page).toHaveURL(/\/system\/user$/);
  await openFromSideMenu(page, '角色管理');
  await openFromSideMenu(page, '部门管理');
  await expect.poll(() => titles(page)).toEqual(['首页', '工作台', '用户管理', '角色管理', '部门管理']);
  await expect(tab(page, '部门管理')).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: `${SCREENS}/shell-tabs.png` });

  // A tab leads back to its page.
  await tab(page, '用户管理').click();
  await expect(page).toHaveURL(/\/system\/user$/);

  await contextCommand(page, '角色管理', '关闭右侧');
  await expect.poll(() => titles(page)).toEqual(['首页', '工作台', '用户管理', '角色管理']);
  await expect(page).toHaveURL(/\/system\/user$/);

  await contextCommand(page, '角色管理', '关闭左侧');
  await expect.poll(() => titles(page)).toEqual(['首页', '角色管理']);
  // The page shown (用户管理) was closed: the tab clicked is shown.
  await expect(page).toHaveURL(/\/system\/role$/);

  await openFromSideMenu(page, '数据字典');
  await openFromSideMenu(page, '职务管理');
  await contextCommand(page, '数据字典', '关闭其他');
  await expect.poll(() => titles(page)).toEqual(['首页', '数据字典']);
  await expect(page).toHaveURL(/\/system\/dict$/);

  // 刷新 draws the page anew: what was typed is gone.
  const search = page.getByPlaceholder('请输入字典名称');
  await search.fill('刷新前');
  await contextCommand(page, '数据字典', '刷新');
  await expect(page.getByPlaceholder('请输入字典名称')).toHaveValue('');

  await closeButton(page, '首页').click();
  await expect(page.getByText('首页不能关闭!')).toBeVisible();
  await expect.poll(() => titles(page)).toEqual(['首页', '数据字典']);

  await closeButton(page, '数据字典').click();
  await expect.poll(() => titles(page)).toEqual(['首页']);
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);

  await closeButton(page, '首页').click();
  await expect(page.getByText('这是最后一页，不能再关闭了啦')).toBeVisible();
  await expect.poll(() => titles(page)).toEqual(['首页']);
  await page.screenshot({ path: `${SCREENS}/shell-tabs-last.png` });
});

/** 职务管理's menu entry, to turn its keep-alive (缓存路由) on for one test and back off. */
async function positionMenu(request: APIRequestContext, token: string) {
  interface Node {
    id: string;
    name: string;
    keepAlive?: boolean;
    children?: Node[];
  }
  const all = (await api<Node[]>(request, token, 'get', '/sys/permission/list')).result;
  const flat = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);
  return flat(all).find((node) => node.name === '职务管理')!;
}

test.describe('keep-alive', () => {
  let token = '';
  test.beforeAll(async ({ request }) => {
    token = await apiToken(request);
    const menu = await positionMenu(request, token);
    const kept = await api(request, token, 'put', '/sys/permission/edit', { id: menu.id, keepAlive: true });
    expect(kept.success, kept.message).toBe(true);
  });
  test.afterAll(async ({ request }) => {
    const menu = await positionMenu(request, token);
    await api(request, token, 'put', '/sys/permission/edit', { id: menu.id, keepAlive: false });
  });

  test('a page kept alive keeps what was typed when its tab is shown again; others start afresh', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByTestId('top-menu').getByRole('menuitem', { name: '系统管理' }).click();
    await openFromSideMenu(page, '职务管理');
    await page.getByPlaceholder('请输入职务名称').first().fill('留在这里');

    await openFromSideMenu(page, '用户管理');
    await page.getByPlaceholder('请输入用户账号').fill('会被清空');
    // The kept page is hidden, not shown twice.
    await expect(page.getByPlaceholder('请输入职务名称').first()).toBeHidden();

    await tab(page, '职务管理').click();
    await expect(page.getByPlaceholder('请输入职务名称').first()).toHaveValue('留在这里');
    await page.screenshot({ path: `${SCREENS}/shell-keep-alive.png` });

    await tab(page, '用户管理').click();
    await expect(page.getByPlaceholder('请输入用户账号')).toHaveValue('');

    // Closing its tab lets the page go: opened again, it starts empty.
    await closeButton(page, '职务管理').click();
    await openFromSideMenu(page, '职务管理');
    await expect(page.getByPlaceholder('请输入职务名称').first()).toHaveValue('');
  });
});

test('no tabs on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 414, height: 800 } });
  try {
    const page = await context.newPage();
    await signIn(page);
    await expect(page.getByTestId('breadcrumb')).toBeVisible();
    await expect(page.getByTestId('page-tabs')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
