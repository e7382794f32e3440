import { readFile } from 'node:fs/promises';
import { join, normalize, resolve } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { generate, type Ui } from '../../src/designer/codegen';
import type { FormDesign } from '../../schemas';
import { SCREENS, api, apiToken, signIn } from './helpers';

/**
 * The pickers of issue 18 as a user meets them, at 1440 × 900: in a form made in the designer, a
 * 选择用户 field opens 根据部门选择用户 (department tree + users), the picked user is stored as the account
 * name and shown as the real name; in 部门管理, 负责人 is picked the same way and saved as the server
 * keeps it (user ids), shown by name again after a reload.
 */

/** The picker dialog of users. */
const userPicker = (page: Page) => page.getByRole('dialog', { name: '根据部门选择用户' });

/** Ticks the row of a user (by real name) in the picker. */
async function tickUser(picker: Locator, realname: string): Promise<void> {
  await picker
    .getByRole('row')
    .filter({ hasText: realname })
    .locator('.ant-radio-input, .ant-checkbox-input')
    .check();
}

test('a designer-made form stores the picked user as the username and shows the real name', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/online/designer');
  await page.getByTestId('palette-user-select').click();
  await expect(page.getByTestId('canvas').getByText('user_select_1')).toBeVisible();

  await page.getByRole('button', { name: '预览' }).click();
  const preview = page.getByRole('dialog', { name: '预览' });
  await preview.locator('.dg-user-select').click();
  const picker = userPicker(page);
  await expect(picker).toBeVisible();
  expect(
    (await picker.locator('xpath=ancestor-or-self::*[contains(@class,"ant-modal")][1]').boundingBox())!.width,
  ).toBe(1250);
  // The department narrows the users: 研发部 holds 张三 (前端组 below it) and 王五, not 李四.
  await picker.getByRole('tree').getByText('研发部', { exact: true }).click();
  await expect(picker.getByRole('row').filter({ hasText: '张三' })).toBeVisible();
  await expect(picker.getByRole('row').filter({ hasText: '李四' })).toHaveCount(0);
  await tickUser(picker, '张三');
  await page.screenshot({ path: `${SCREENS}/pickers-user.png` });
  await picker.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(picker).toBeHidden();

  await expect(preview.locator('.dg-user-select')).toContainText('张三');
  await expect(preview.locator('.dg-user-select')).not.toContainText('zhangsan');
  await preview.getByRole('button', { name: '获取数据' }).click();
  await expect(preview.getByTestId('preview-model')).toContainText('"user_select_1": "zhangsan"');
  await page.screenshot({ path: `${SCREENS}/pickers-preview.png` });
});

test('部门管理: 负责人 picked by department is saved as user ids and shown by name', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const ids = async (username: string) =>
    (
      await api<{ records: Array<{ id: string }> }>(request, token, 'get', '/sys/user/list', {
        username: `${username},`,
      })
    ).result.records[0]!.id;
  await signIn(page);
  await page.goto('/system/depart');
  await page.locator('.dg-tree, .ant-tree').first().getByText('财务部', { exact: true }).click();
  const field = page.locator('.ant-formily-item').filter({ hasText: '负责人' });
  await field.locator('.dg-user-select').click();
  const picker = userPicker(page);
  await picker.getByPlaceholder('输入姓名查询').fill('李四');
  await picker.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(picker.getByRole('row').filter({ hasText: '王五' })).toHaveCount(0);
  await tickUser(picker, '李四');
  await picker.getByRole('button', { name: /^重\s*置$/ }).click();
  await tickUser(picker, '王五');
  await picker.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(field.locator('.dg-user-select')).toContainText('李四');
  await expect(field.locator('.dg-user-select')).toContainText('王五');
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(page.getByText('编辑成功!')).toBeVisible();

  const departs = await api<Array<{ id: string; departName: string; directorUserIds: string | null }>>(
    request,
    token,
    'get',
    '/sys/sysDepart/searchBy',
    { keyWord: '财务部' },
  );
  const saved = departs.result.find((depart) => depart.departName === '财务部')!;
  expect(saved.directorUserIds).toBe(`${await ids('lisi')},${await ids('wangwu')}`);

  await page.reload();
  await page.locator('.dg-tree, .ant-tree').first().getByText('财务部', { exact: true }).click();
  await expect(
    page.locator('.ant-formily-item').filter({ hasText: '负责人' }).locator('.dg-user-select'),
  ).toContainText('李四');
  await page.screenshot({ path: `${SCREENS}/pickers-depart.png` });
});

const ROOT = resolve(import.meta.dirname, '../..');
const PICKER_FORM: FormDesign = {
  list: [
    {
      type: 'user-select',
      name: '经办人',
      key: 'user_select_1',
      model: 'handler',
      options: { defaultValue: 'admin' },
    },
    { type: 'depart-select', name: '部门', key: 'depart_select_1', model: 'dept', options: {} },
  ],
  config: {},
};

/**
 * The generated HTML page served on the app's own origin (its pickers call /platform there, signed in
 * through the token JeecgBoot's client keeps in pro__Access-Token), the libraries from node_modules.
 */
async function openGenerated(page: Page, ui: Ui, token: string): Promise<void> {
  const html = generate(PICKER_FORM, { ui, format: 'html', cdn: '/node_modules/{name}' });
  await page.route('**/generated/form.html', (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  );
  await page.route('**/node_modules/**', async (route) => {
    const path = normalize(decodeURIComponent(new URL(route.request().url()).pathname));
    const file = join(ROOT, path);
    if (!/^\/node_modules\/(vue|element-plus|ant-design-vue|dayjs)\//.test(path)) return route.abort();
    const type = file.endsWith('.css') ? 'text/css' : 'text/javascript';
    return route.fulfill({ contentType: type, body: await readFile(file) });
  });
  await page.addInitScript(
    (value) => localStorage.setItem('pro__Access-Token', JSON.stringify({ value, expire: null })),
    token,
  );
  await page.goto('/generated/form.html');
}

for (const ui of ['element', 'antd'] as const) {
  test(`the generated ${ui} page picks a user and a department against the real server`, async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const token = await apiToken(request);
    await openGenerated(page, ui, token);
    const prefix = ui === 'element' ? 'el' : 'ant';
    const field = (label: string) => page.locator(`.${prefix}-form-item`).filter({ hasText: label });
    const box = (label: string) => field(label).locator('input').first();
    // The stored account name is shown as the real name.
    await expect(box('经办人')).toHaveValue('管理员');

    await field('经办人')
      .getByRole('button', { name: /选\s*择/ })
      .click();
    const users = page.getByRole('dialog', { name: '根据部门选择用户' });
    await users.getByText('研发部', { exact: true }).click();
    const row = users.getByRole('row').filter({ hasText: '张三' });
    await expect(row).toBeVisible();
    await expect(users.getByRole('row').filter({ hasText: '李四' })).toHaveCount(0);
    await row.locator(ui === 'element' ? '.el-radio' : '.ant-radio-input').click();
    await page.screenshot({ path: `${SCREENS}/pickers-generated-${ui}.png` });
    await users.getByRole('button', { name: /确\s*定/ }).click();
    await expect(box('经办人')).toHaveValue('张三');

    await field('部门')
      .getByRole('button', { name: /选\s*择/ })
      .click();
    const departs = page.getByRole('dialog', { name: '选择部门' });
    await departs.getByPlaceholder('输入部门名称搜索').fill('财务');
    await expect(departs.getByText('市场部')).toHaveCount(0);
    const finance =
      ui === 'element'
        ? departs.locator('.el-checkbox').filter({ hasText: '财务部' })
        : departs.locator('.ant-tree-treenode').filter({ hasText: '财务部' }).locator('.ant-tree-checkbox');
    await finance.click();
    await departs.getByRole('button', { name: /确\s*定/ }).click();
    await expect(box('部门')).toHaveValue('财务部');

    await page.locator('#submit').click();
    await expect(page.locator('#model')).toContainText('"handler": "zhangsan"');
    await expect(page.locator('#model')).toContainText(/"dept": "[\w-]+"/);
    expect(errors).toEqual([]);
  });
}
