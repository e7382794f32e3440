import { expect, test, type Page } from '@playwright/test';
import { SCREENS, api, apiToken, nothingUnderActions, signIn } from './helpers';

/**
 * 菜单管理 as a JeecgBoot admin uses it (issue 13, finding 12 and "Missing"): the form shows only the
 * fields of the chosen 菜单类型, the icon picker, 添加下级, the 菜单名称 search and batch delete, and
 * nothing under the fixed 操作 column at 1280 × 800 and 1440 × 900.
 */

const stamp = () => Date.now().toString().slice(-6);
/** Screenshots for a human to look at; E2E_SCREENS keeps them apart from other suites' runs. */
const SHOTS = process.env.E2E_SCREENS ?? SCREENS;

const dialog = (page: Page) => page.locator('.ant-modal-content').last();
const item = (page: Page, label: string) =>
  dialog(page).locator('.ant-formily-item', {
    has: page.locator('.ant-formily-item-label', { hasText: new RegExp(`^\\*?${label}[:：]?$`) }),
  });

async function openMenus(page: Page, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await signIn(page);
  await page.goto('/system/permission');
  await expect(page.locator('.dg-crud tr', { hasText: '系统管理' }).first()).toBeVisible();
}

async function search(page: Page, name: string) {
  await page.getByPlaceholder('请输入菜单名称').fill(name);
  await page.getByRole('button', { name: /查\s*询/ }).click();
}

test('the form shows only the chosen type’s fields: a button has a code, no route (finding 12)', async ({
  page,
}) => {
  await openMenus(page, 1440, 900);
  await page.getByRole('button', { name: '新增菜单' }).click();
  await expect(dialog(page).getByText('新增菜单')).toBeVisible();
  // 子菜单 (the default): route fields and the icon, no code.
  for (const label of ['菜单路径', '前端组件', '菜单图标', '隐藏路由', '缓存路由', '上级菜单'])
    await expect(item(page, label)).toBeVisible();
  await expect(item(page, '授权标识')).toHaveCount(0);

  await dialog(page).getByText('按钮/权限', { exact: true }).click();
  for (const label of ['菜单名称', '上级菜单', '授权标识', '授权策略', '状态'])
    await expect(item(page, label)).toBeVisible();
  for (const label of [
    '菜单路径',
    '前端组件',
    '路由名称',
    '默认跳转地址',
    '菜单图标',
    '隐藏路由',
    '缓存路由',
  ])
    await expect(item(page, label)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/menus-button-form-1440.png` });

  // 一级菜单: no parent, a default redirect.
  await dialog(page).getByText('一级菜单', { exact: true }).click();
  await expect(item(page, '上级菜单')).toHaveCount(0);
  await expect(item(page, '默认跳转地址')).toBeVisible();
  await expect(item(page, '授权标识')).toHaveCount(0);

  // A required code is asked for only while it is shown: a button without one is refused in the form.
  await dialog(page).getByText('按钮/权限', { exact: true }).click();
  await item(page, '菜单名称').locator('input').fill('没有编码的按钮');
  await dialog(page)
    .getByRole('button', { name: /确\s*定|保\s*存/ })
    .click();
  await expect(item(page, '授权标识')).toContainText('授权标识必须填写');
});

test('添加下级 presets the parent; the icon picker previews, narrows and shows the choice', async ({
  page,
  request,
}) => {
  const name = `图标页${stamp()}`;
  await openMenus(page, 1440, 900);
  const system = page.locator('.dg-crud tbody tr', { hasText: '系统管理' }).first();
  await system.getByText('添加下级').click();
  await expect(item(page, '上级菜单')).toContainText('系统管理');
  await item(page, '菜单名称').locator('input').fill(name);
  await item(page, '菜单路径').locator('input').fill(`/system/icon${stamp()}`);
  await item(page, '前端组件').locator('input').fill('system/user-list');

  await item(page, '菜单图标').getByPlaceholder('点击选择图标').click();
  const grid = page.getByRole('listbox', { name: '图标' });
  await expect(grid).toBeVisible();
  const all = await grid.getByRole('option').count();
  expect(all).toBeGreaterThan(40);
  await expect(grid.getByRole('option', { name: 'TeamOutlined' }).locator('svg')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/menus-icon-picker-1440.png` });
  await page.getByPlaceholder(/搜索图标名/).fill('team');
  await expect(grid.getByRole('option')).toHaveCount(1);
  await grid.getByRole('option', { name: 'TeamOutlined' }).click();
  await expect(grid).toBeHidden();
  await expect(item(page, '菜单图标').locator('input')).toHaveValue('TeamOutlined');
  await expect(item(page, '菜单图标').locator('.anticon-team')).toBeVisible();

  await dialog(page)
    .getByRole('button', { name: /确\s*定|保\s*存/ })
    .click();
  await expect(page.getByText('添加成功！')).toBeVisible();

  // The saved entry sits under 系统管理 with its icon, and the list shows it.
  const token = await apiToken(request);
  const tree = await api<Array<{ name: string; children?: Array<{ name: string; icon: string }> }>>(
    request,
    token,
    'get',
    '/sys/permission/list',
    { name },
  );
  const saved = tree.result[0]!.children!.find((child) => child.name === name)!;
  expect(tree.result[0]!.name).toBe('系统管理');
  expect(saved.icon).toBe('TeamOutlined');
  await search(page, name);
  await page
    .locator('.dg-crud tbody tr', { hasText: '系统管理' })
    .first()
    .locator('.ant-table-row-expand-icon')
    .click();
  const row = page.locator('.dg-crud tbody tr', { hasText: name });
  await expect(row).toContainText('TeamOutlined');
});

test('菜单名称 search narrows the tree; batch delete removes the ticked rows', async ({ page, request }) => {
  const token = await apiToken(request);
  const tag = stamp();
  const systemTree = await api<Array<{ id: string; name: string }>>(
    request,
    token,
    'get',
    '/sys/permission/list',
  );
  const system = systemTree.result.find((node) => node.name === '系统管理')!;
  const pageEntry = await api<{ id: string }>(request, token, 'post', '/sys/permission/add', {
    menuType: 1,
    name: `批删页${tag}`,
    parentId: system.id,
    url: `/system/batch${tag}`,
  });
  for (const n of ['一', '二'])
    await api(request, token, 'post', '/sys/permission/add', {
      menuType: 2,
      name: `批删${n}${tag}`,
      parentId: pageEntry.result.id,
      perms: `batch${tag}:${n === '一' ? 'one' : 'two'}`,
    });

  await openMenus(page, 1440, 900);
  await search(page, `批删页${tag}`);
  // Only the match and its ancestors: 系统管理 › 批删页; nothing else at the top.
  await expect(page.locator('.dg-crud tbody tr.ant-table-row')).toHaveCount(1);
  await page
    .locator('.dg-crud tbody tr', { hasText: '系统管理' })
    .locator('.ant-table-row-expand-icon')
    .click();
  await page
    .locator('.dg-crud tbody tr', { hasText: `批删页${tag}` })
    .locator('.ant-table-row-expand-icon')
    .click();
  for (const n of ['一', '二'])
    await page
      .locator('.dg-crud tbody tr', { hasText: `批删${n}${tag}` })
      .locator('.ant-checkbox-input')
      .check();
  await page.getByRole('button', { name: '批量删除' }).click();
  // The server takes each entry's children along (issue 16): the question says so.
  await expect(page.getByText('确定删除选中的 2 项，以及它们下面的全部子菜单和按钮吗？')).toBeVisible();
  await page
    .getByRole('button', { name: /确\s*定/ })
    .last()
    .click();
  await expect(page.getByText('已删除 2 项')).toBeVisible();
  await expect(page.locator('.dg-crud tbody tr', { hasText: `批删一${tag}` })).toHaveCount(0);
  await expect(page.locator('.dg-crud tbody tr', { hasText: `批删页${tag}` })).toBeVisible();
  const after = await api<unknown[]>(request, token, 'get', '/sys/permission/list', { name: `批删一${tag}` });
  expect(after.result).toEqual([]);
});

for (const [width, height] of [
  [1280, 800],
  [1440, 900],
] as const) {
  test(`menus at ${width}: nothing under 操作; 名称, 类型, 图标, 授权标识 and 排序 always shown`, async ({
    page,
  }) => {
    await openMenus(page, width, height);
    await nothingUnderActions(page);
    for (const title of ['菜单名称', '菜单类型', '图标', '授权标识', '排序'])
      await expect(page.locator('.dg-crud thead th', { hasText: title }).first()).toBeVisible();
    const system = page.locator('.dg-crud tbody tr', { hasText: '系统管理' }).first();
    await expect(system.getByText('添加下级')).toBeVisible();
    await system.locator('.ant-table-row-expand-icon').click();
    // A button row offers no 添加下级: a button holds nothing.
    await page
      .locator('.dg-crud tbody tr', { hasText: '用户管理' })
      .first()
      .locator('.ant-table-row-expand-icon')
      .click();
    const button = page.locator('.dg-crud tbody tr', { hasText: '添加用户' }).first();
    await expect(button).toBeVisible();
    await expect(button.getByText('添加下级')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/menus-list-${width}.png` });
    // The sub-menu form: route switches two by two, its buttons on screen.
    await page.getByRole('button', { name: '新增菜单' }).click();
    await expect(item(page, '缓存路由')).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: /确\s*定/ })).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/menus-form-${width}.png` });
  });
}
