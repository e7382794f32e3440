import { expect, test } from '@playwright/test';
import { SCREENS, api, apiToken, nothingUnderActions, signIn } from './helpers';

/**
 * The management pages' tables, forms and deletes (issue 13, findings 2, 3, 4, 10, 11, 13 and 15),
 * through the UI against the real server, at 1280 × 800 and 1440 × 900.
 */

const stamp = () => Date.now().toString().slice(-6);

for (const [width, height] of [
  [1280, 800],
  [1440, 900],
] as const) {
  test(`users at ${width}: nothing under 操作, status as a coloured tag, avatar initials (findings 3, 15)`, async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    const name = `frozen${stamp()}`;
    const added = await api<{ id: string }>(request, token, 'post', '/sys/user/add', {
      username: name,
      realname: '冻结者',
      password: 'Passw0rd!',
      confirmpassword: 'Passw0rd!',
    });
    expect(added.success, added.message).toBe(true);
    const users = await api<{ records: Array<{ id: string }> }>(request, token, 'get', '/sys/user/list', {
      username: name,
    });
    const id = users.result.records[0]!.id;
    await api(request, token, 'put', '/sys/user/frozenBatch', { ids: id, status: 2 });

    await page.setViewportSize({ width, height });
    await signIn(page);
    await page.goto('/system/user');
    const row = page.locator('.dg-crud tr', { hasText: name });
    await expect(row).toBeVisible();
    await nothingUnderActions(page);
    for (const title of ['用户账号', '角色', '状态'])
      await expect(page.locator('.dg-crud thead th', { hasText: title }).first()).toBeVisible();
    // 冻结 is a red tag, 正常 a green one.
    await expect(row.locator('.ant-tag-red', { hasText: '冻结' })).toBeVisible();
    // The admin's own row (an imported user may also hold 管理员), searched for: the users other specs add
    // push it off the first page.
    await page.getByPlaceholder('请输入用户账号').fill('admin');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const admin = page
      .locator('.dg-crud tr')
      .filter({ has: page.getByRole('cell', { name: 'admin', exact: true }) })
      .first();
    await expect(admin.locator('.ant-tag-green', { hasText: '正常' })).toBeVisible();
    // No avatar uploaded: the initial of the real name.
    await expect(admin.locator('.ant-avatar', { hasText: '管' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/system-users-${width}.png` });

    for (const path of ['role', 'dict', 'position', 'log']) {
      await page.goto(`/system/${path}`);
      await expect(page.locator('.dg-crud .ant-table-row').first()).toBeVisible();
      if (path !== 'log') await nothingUnderActions(page);
      await page.screenshot({ path: `${SCREENS}/system-${path}-${width}.png` });
    }
  });
}

test('the table toolbar: refresh, column settings remembered, density, fullscreen (finding 3)', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/system/position');
  const table = page.locator('.dg-crud .ant-table').first();
  await expect(table.locator('.ant-table-row').first()).toBeVisible();

  const refreshed = page.waitForRequest((r) => r.url().includes('/sys/position/list'));
  await page.getByRole('button', { name: '刷新' }).click();
  await refreshed;

  await page.getByRole('button', { name: '列设置' }).click();
  const panel = page.locator('.dg-crud-columns');
  await panel.getByRole('checkbox', { name: '职级' }).uncheck();
  await expect(table.locator('thead th', { hasText: '职级' })).toHaveCount(0);
  await panel.getByRole('button', { name: '上移职务名称' }).click();
  await expect(table.locator('thead th').nth(1)).toContainText('职务名称');

  await page.getByRole('button', { name: '密度' }).click();
  await page.getByRole('menuitem', { name: '紧凑' }).click();
  await expect(table).toHaveClass(/ant-table-small/);

  // Remembered: after a reload the column stays hidden and moved, the density compact.
  await page.reload();
  await expect(table.locator('.ant-table-row').first()).toBeVisible();
  await expect(table.locator('thead th', { hasText: '职级' })).toHaveCount(0);
  await expect(table.locator('thead th').nth(1)).toContainText('职务名称');
  await expect(table).toHaveClass(/ant-table-small/);

  await page.getByRole('button', { name: '全屏' }).click();
  const card = page.locator('.dg-crud-fullscreen');
  await expect(card).toBeVisible();
  const box = (await card.boundingBox())!;
  expect(box.width).toBe(page.viewportSize()!.width);
  await page.getByRole('button', { name: '退出全屏' }).click();
  await expect(card).toHaveCount(0);
});

test('filters and page are kept when leaving a page; the first click on 创建时间 sorts (finding 15)', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/system/user');
  await expect(page.locator('.dg-crud .ant-table-row').first()).toBeVisible();
  const header = page.locator('.dg-crud thead th', { hasText: '创建时间' }).first();
  const sorted = page.waitForRequest(
    (r) => r.url().includes('/sys/user/list') && r.url().includes('order=asc'),
  );
  await header.click();
  await sorted;

  await page.getByPlaceholder('请输入用户账号').first().fill('zhangsan');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.locator('.dg-crud .ant-table-row')).toHaveCount(1);
  await page.locator('.ant-layout-sider').getByText('角色管理').click();
  await expect(page).toHaveURL(/system\/role/);
  await page.locator('.ant-layout-sider').getByText('用户管理').click();
  await expect(page.getByPlaceholder('请输入用户账号').first()).toHaveValue('zhangsan');
  await expect(page.locator('.dg-crud .ant-table-row')).toHaveCount(1);
  await expect(page.locator('.dg-crud .ant-table-row').first()).toContainText('zhangsan');
});

test('Esc closes only the popup; a dialog with edits asks before closing (finding 2)', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/user');
  await page.getByRole('button', { name: '添加用户' }).click();
  const dialog = page.getByRole('dialog', { name: '新增用户' });
  await expect(dialog).toBeVisible();
  await dialog.getByPlaceholder('请输入用户账号').fill('escaper');
  // 所属部门's picker (选择部门) is the popup here: Esc closes it and leaves the dialog as it was.
  await dialog.locator('.dg-depart-select').click();
  const popup = page.getByRole('dialog', { name: '选择部门' });
  await expect(popup).toBeVisible();
  await popup
    .locator('.ant-tree-treenode', { hasText: '研发部' })
    .first()
    .locator('.ant-tree-checkbox')
    .click();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByPlaceholder('请输入用户账号')).toHaveValue('escaper');

  // Esc again, with nothing open: the dialog asks; 继续编辑 keeps everything.
  await page.keyboard.press('Escape');
  await expect(
    page.locator('.ant-modal-confirm-title', { hasText: '有未保存的修改，确定放弃吗？' }),
  ).toBeVisible();
  await page.getByRole('button', { name: '继续编辑' }).click();
  await expect(dialog.getByPlaceholder('请输入用户账号')).toHaveValue('escaper');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await page.getByRole('button', { name: '放弃修改' }).click();
  await expect(dialog).toBeHidden();

  // An untouched dialog closes at once.
  await page.getByRole('button', { name: '添加用户' }).click();
  await expect(page.getByRole('dialog', { name: '新增用户' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: '新增用户' })).toBeHidden();
});

test('the department form asks before another tree node replaces its edits (finding 2)', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/depart');
  const tree = page.locator('.ant-tree');
  await tree.getByText('研发部', { exact: true }).click();
  const name = page.locator('.dg-form-panel').getByPlaceholder('请输入部门名称');
  await expect(name).toHaveValue('研发部');
  await name.fill('研发部（改）');
  await tree.getByText('市场部', { exact: true }).click();
  await expect(
    page.locator('.ant-modal-confirm-title', { hasText: '有未保存的修改，确定放弃吗？' }),
  ).toBeVisible();
  await page.getByRole('button', { name: '继续编辑' }).click();
  await expect(name).toHaveValue('研发部（改）');
  await tree.getByText('市场部', { exact: true }).click();
  await page.getByRole('button', { name: '放弃修改' }).click();
  await expect(name).toHaveValue('市场部');
});

test('deleting a department clears the form and asks nothing more of it (finding 4)', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const departName = `待删部门${stamp()}`;
  const added = await api(request, token, 'post', '/sys/sysDepart/add', { departName });
  expect(added.success, added.message).toBe(true);
  await signIn(page);
  await page.goto('/system/depart');
  await page.locator('.ant-tree').getByText(departName).click();
  await expect(page.locator('.dg-form-panel').getByPlaceholder('请输入部门名称')).toHaveValue(departName);
  const after: string[] = [];
  page.on('request', (r) => after.push(r.url()));
  await page.getByRole('button', { name: '删除' }).click();
  const answered = page.waitForResponse((r) => r.url().includes('/sys/sysDepart/delete'));
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  // The server's own answer first, so a failure says what it answered rather than only "no toast".
  expect(await (await answered).json()).toMatchObject({ success: true, message: '删除成功!' });
  await expect(page.getByText('删除成功!')).toBeVisible();
  await expect(page.getByText('请在左侧选择一个部门')).toBeVisible();
  await expect(page.getByRole('button', { name: '添加下级' })).toHaveCount(0);
  await expect(page.locator('.ant-tree').getByText(departName)).toHaveCount(0);
  await expect(page.getByText('很抱歉，资源未找到!')).toHaveCount(0);
  expect(after.filter((url) => url.includes('/sys/sysDepart/queryById'))).toEqual([]);
});

test('deletes name their record; a role in use says how many users hold it (finding 10)', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const s = stamp();
  const role = await api<{ id: string }>(request, token, 'post', '/sys/role/add', {
    roleName: `在用角色${s}`,
    roleCode: `inuse${s}`,
  });
  const user = await api(request, token, 'post', '/sys/user/add', {
    username: `tester${s}`,
    realname: '测试员',
    password: 'Passw0rd!',
    confirmpassword: 'Passw0rd!',
    roleIds: [role.result.id],
  });
  expect(user.success, user.message).toBe(true);

  await signIn(page);
  await page.goto('/system/user');
  const row = page.locator('.dg-crud tr', { hasText: `tester${s}` });
  await row.getByText('删除').click();
  await expect(page.getByText(`删除用户「tester${s}」?`)).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();

  await page.goto('/system/role');
  const roleRow = page.locator('.dg-crud tr', { hasText: `在用角色${s}` });
  await roleRow.getByText('删除').click();
  await expect(page.getByText(`删除角色「在用角色${s}」?`)).toBeVisible();
  await expect(page.getByText('该角色有 1 个用户，删除后他们将失去此角色')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/system-role-delete.png` });
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('删除成功!')).toBeVisible();
});

test('dictionary items in sort order, in a drawer named after the dictionary (finding 11)', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const s = stamp();
  const dict = await api<{ id: string }>(request, token, 'post', '/sys/dict/add', {
    dictName: `请假类型${s}`,
    dictCode: `leave${s}`,
  });
  for (const [text, value, sortOrder] of [
    ['年假', '3', 3],
    ['病假', '2', 2],
    ['事假', '1', 1],
  ] as const)
    await api(request, token, 'post', '/sys/dictItem/add', {
      dictId: dict.result.id,
      itemText: text,
      itemValue: value,
      sortOrder,
    });
  await signIn(page);
  await page.goto('/system/dict');
  await page.getByPlaceholder('请输入字典名称').first().fill(`请假类型${s}`);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await page
    .locator('.dg-crud tr', { hasText: `请假类型${s}` })
    .getByText('字典配置')
    .click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.locator('.ant-drawer-title')).toHaveText(`字典项 — 请假类型${s}`);
  const rows = drawer.locator('.ant-table-row');
  await expect(rows).toHaveCount(3);
  expect(await rows.locator('td:nth-child(1)').allInnerTexts()).toEqual(['事假', '病假', '年假']);

  // Esc closes the innermost layer only: the item dialog, then the drawer (finding 2).
  await drawer.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增字典项' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(drawer.locator('.ant-drawer-title')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer.locator('.ant-drawer-title')).toBeHidden();
});

test('dialog titles name the record; a role code is read-only when editing (finding 13)', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/system/user');
  // Other specs add users on the shared server: find zhangsan rather than expect it on the first page.
  await page.getByPlaceholder('请输入用户账号').first().fill('zhangsan');
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.locator('.dg-crud .ant-table-row')).toHaveCount(1);
  const row = page.locator('.dg-crud tr', { hasText: 'zhangsan' });
  await row.getByText('编辑').click();
  await expect(page.getByRole('dialog', { name: '编辑用户「zhangsan」' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await row.getByText('密码').click();
  await expect(page.getByRole('dialog', { name: '重置密码 — zhangsan' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/system/role');
  await page.getByRole('button', { name: '新增角色' }).click();
  await expect(page.getByRole('dialog', { name: '新增角色' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('.dg-crud tr', { hasText: 'auditor' }).getByText('编辑').click();
  const dialog = page.getByRole('dialog', { name: /编辑角色「/ });
  await expect(dialog.getByPlaceholder('请输入角色编码')).toBeDisabled();
  await expect(dialog.getByText('角色编码创建后不能修改')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/system-role-edit.png` });
});
