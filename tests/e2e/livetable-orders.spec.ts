import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { api, apiToken, SCREENS, signIn } from './helpers';

/**
 * Issue 18: the 订单明细 tab of 实时表格, as a user works it. A new row is added (POSTed once valid), every column
 * type edited (text, number with its 合计 / 平均 footer, textarea, select, multi-select, select-search, date,
 * datetime, time, checkbox Y / N, tags, upload and image with a real file, the user picked by department and
 * stored as the username but shown as the real name, the department), each §5 preset's message seen, unique
 * across rows; a saved row removed is queued and deleted with 保存; a dragged row keeps its place after a reload.
 * One page for all the steps (the suite runs on 2 cores).
 */

type Row = Record<string, unknown> & { id: string; itemCode: string; orderNum: number };

let context: BrowserContext | undefined;
test.afterAll(async () => {
  await context?.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The order table of the page. */
const orders = (page: Page) => page.locator('.dg-livetable-widget').filter({ hasText: '物料编码' });

/** Column index by title (the required ones carry a red '*'). */
async function columnOf(page: Page, title: string): Promise<number> {
  // allInnerTexts does not wait: the table may still be loading (after a reload).
  await expect(orders(page).getByRole('columnheader', { name: '物料名称' })).toBeVisible();
  const headers = await orders(page).locator('[role=columnheader]').allInnerTexts();
  const index = headers.findIndex((text) => text.replace(/^\*/, '').trim() === title);
  expect(index, `${title} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  return index;
}

async function cell(page: Page, row: number, title: string): Promise<Locator> {
  return orders(page)
    .locator(`[aria-rowindex="${row + 2}"] [role=gridcell]`)
    .nth(await columnOf(page, title));
}

/** The row index (0-based) of the row whose 物料编码 is `code`. */
async function rowOf(page: Page, code: string): Promise<number> {
  const column = await columnOf(page, '物料编码');
  const rows = orders(page).locator('[aria-rowindex]');
  await expect(rows.getByText(code, { exact: true })).toBeVisible();
  const count = await rows.count();
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i);
    if ((await row.locator('[role=gridcell]').nth(column).innerText()).trim() === code)
      return Number(await row.getAttribute('aria-rowindex')) - 2;
  }
  throw new Error(`no row ${code}`);
}

/** Types `text` into a text-like cell and commits it with Enter. */
async function type(page: Page, row: number, title: string, text: string) {
  await (await cell(page, row, title)).dblclick();
  const editor = orders(page).locator('.dg-lt-editor');
  await editor.fill(text);
  await editor.press('Enter');
  await expect(editor).toHaveCount(0);
}

async function listed(request: APIRequestContext, token: string): Promise<Row[]> {
  const answer = await api<{ records: Row[] }>(request, token, 'get', '/demo/orderItem/list', {
    pageNo: 1,
    pageSize: 1000,
  } as never);
  return answer.result.records;
}

test('订单明细: every column type edited and checked, a removed row deleted on 保存, a drag kept', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request);
  const stamp = Date.now().toString(36).toUpperCase();
  const code = `E2E-${stamp}`;
  const doomed = `DEL-${stamp}`;
  const saved = await api<Row>(request, token, 'post', '/demo/orderItem/add', {
    itemCode: doomed,
    itemName: '待删除',
    quantity: 1,
  });
  expect(saved.success).toBe(true);

  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/online/livetable');
  await page.getByRole('tab', { name: '订单明细' }).click();
  await expect(orders(page).locator('.dg-livetable-status')).toContainText('● 实时同步中');
  await expect(await cell(page, 0, '物料编码')).not.toHaveText('');
  const footer = orders(page).locator('.dg-lt-footer');
  const sumOf = async () => Number(await footer.getByTitle('数量 合计').innerText());
  const before = await sumOf();

  // 新增: an empty row at the end, posted once its required cells are filled.
  const count = await orders(page).locator('[aria-rowindex]').count();
  await orders(page).getByRole('button', { name: '新增' }).click();
  await expect(orders(page).locator('[aria-rowindex]')).toHaveCount(count + 1);
  const row = count;
  // Unique across rows: a code another row holds is marked and nothing is posted.
  await type(page, row, '物料编码', 'WL-1001');
  await expect(await cell(page, row, '物料编码')).toHaveClass(/dg-lt-invalid/);
  await expect((await cell(page, row, '物料编码')).getByTitle('物料编码不能重复')).toBeAttached();
  await type(page, row, '物料编码', code);
  await expect(await cell(page, row, '物料编码')).not.toHaveClass(/dg-lt-invalid/);
  const posted = page.waitForResponse((r) => r.url().includes('/demo/orderItem/add'));
  await type(page, row, '物料名称', '端到端物料');
  expect((await posted).status()).toBe(200);

  // Each preset: a wrong value is marked with its message, a right one clears it.
  const presets: Array<[string, string, string, string]> = [
    ['数量', '1.5', '请输入整数', '5'],
    ['单价', '1.234', '请输入正确的金额，最多两位小数', '12.5'],
    ['联系手机', '1234', '请输入正确的手机号码', '13912345678'],
    ['邮箱', 'a@b', '请输入正确的邮箱', 'e2e@example.com'],
    ['网址', 'example', '请输入正确的网址', 'https://example.com/a'],
    ['邮编', '12345', '请输入正确的邮政编码', '100080'],
    ['批次号', '12a', '请输入6到16位数字', '20261124'],
    ['英文名', 'abc1', '请输入字母', 'Bolt'],
    ['重量', '1.2.3', '请输入正确的格式，如：11.11', '2.75'],
  ];
  for (const [title, wrong, message, right] of presets) {
    await type(page, row, title, wrong);
    const target = await cell(page, row, title);
    await expect(target, title).toHaveClass(/dg-lt-invalid/);
    await expect(target.getByTitle(message), title).toBeAttached();
    await type(page, row, title, right);
    await expect(target, title).not.toHaveClass(/dg-lt-invalid/);
  }
  // Required: emptied, marked with its message; filled again.
  await type(page, row, '物料名称', '');
  await expect((await cell(page, row, '物料名称')).getByTitle('请输入物料名称')).toBeAttached();
  await type(page, row, '物料名称', '端到端物料');
  // The footer counts the new quantity: 合计 and 平均 change.
  await expect.poll(sumOf).toBe(before + 5);
  await expect(footer.getByRole('row', { name: '平均' })).toContainText('平均');
  await expect(footer.getByTitle('数量 平均')).not.toHaveText('');

  // textarea (Shift+Enter a new line), select, multi-select, select-search.
  await (await cell(page, row, '备注')).dblclick();
  const note = orders(page).locator('textarea.dg-lt-editor');
  await note.fill('第一行');
  await note.press('Shift+Enter');
  await note.pressSequentially('第二行');
  await note.press('Enter');
  await (await cell(page, row, '状态')).dblclick();
  await orders(page).locator('select.dg-lt-editor').selectOption('confirmed');
  await expect(await cell(page, row, '状态')).toHaveText('已确认');
  await (await cell(page, row, '销售渠道')).dblclick();
  const channels = orders(page).locator('select.dg-lt-editor');
  await channels.selectOption(['online', 'export']);
  await channels.press('Enter');
  await expect(await cell(page, row, '销售渠道')).toHaveText('线上，出口');
  await (await cell(page, row, '供应商')).dblclick();
  const search = orders(page).getByRole('combobox', { name: '供应商' });
  await search.fill('南方');
  await expect(orders(page).getByRole('option', { name: '南方电子' })).toBeVisible();
  await search.press('Enter');
  await expect(await cell(page, row, '供应商')).toHaveText('南方电子');

  // date, datetime, time, checkbox, tags.
  await type(page, row, '交货日期', '2026-12-24');
  await type(page, row, '下单时间', '2026-12-01T08:30:15');
  await type(page, row, '提货时间', '14:05:09');
  await (await cell(page, row, '加急')).getByRole('checkbox').check();
  await (await cell(page, row, '标签')).dblclick();
  await orders(page).locator('.dg-lt-editor').pressSequentially('abcde');
  await expect(orders(page).locator('.dg-lt-editor')).toHaveValue('ab;cd;e');
  await orders(page).locator('.dg-lt-editor').press('Enter');

  // upload and image: a real file each, ✓ when stored.
  await (await cell(page, row, '附件')).locator('input[type=file]').setInputFiles({
    name: '说明.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n订单明细附件\n'),
  });
  await expect(await cell(page, row, '附件')).toContainText('✓');
  await (
    await cell(page, row, '图片')
  )
    .locator('input[type=file]')
    .setInputFiles({ name: '照片.png', mimeType: 'image/png', buffer: PNG });
  await expect(await cell(page, row, '图片')).toContainText('✓');

  // The user picked by department: stored as the username, shown as the real name; then a department.
  await (await cell(page, row, '采购员')).dblclick();
  const users = page.getByRole('dialog', { name: '根据部门选择用户' });
  await users.getByRole('tree').getByText('研发部', { exact: true }).click();
  await users
    .getByRole('row')
    .filter({ hasText: '张三' })
    .locator('.ant-radio-input, .ant-checkbox-input')
    .check();
  await users.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(users).toBeHidden();
  await expect(await cell(page, row, '采购员')).toHaveText('张三');
  await (await cell(page, row, '所属部门')).dblclick();
  const departs = page.getByRole('dialog', { name: '选择部门' });
  await departs
    .locator('.ant-tree-treenode')
    .filter({ hasText: '财务部' })
    .locator('.ant-tree-checkbox, .ant-tree-node-content-wrapper')
    .first()
    .click();
  await departs.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(departs).toBeHidden();
  await expect(await cell(page, row, '所属部门')).toHaveText('财务部');
  await page.screenshot({ path: `${SCREENS}/livetable-orders.png` });

  // All of it is on the server as typed.
  await expect
    .poll(async () => (await listed(request, token)).find((r) => r.itemCode === code)?.departId_dictText)
    .toBe('财务部');
  const stored = (await listed(request, token)).find((r) => r.itemCode === code)!;
  expect(stored).toMatchObject({
    itemName: '端到端物料',
    quantity: 5,
    price: 12.5,
    remark: '第一行\n第二行',
    status: 'confirmed',
    channels: 'online,export',
    supplier: 'S002',
    deliveryDate: '2026-12-24',
    orderTime: '2026-12-01 08:30:15',
    pickTime: '14:05:09',
    urgent: 'Y',
    labels: 'ab;cd;e',
    buyer: 'zhangsan',
    buyer_dictText: '张三',
    mobile: '13912345678',
    email: 'e2e@example.com',
    website: 'https://example.com/a',
    postcode: '100080',
    batchNo: '20261124',
    englishName: 'Bolt',
    weight: '2.75',
  });
  expect(stored.attachment).toMatch(/\.pdf$/);
  expect(stored.photo).toMatch(/\.png$/);

  // 删除 of a saved row: queued (still on the server) until 保存.
  const doomedRow = await rowOf(page, doomed);
  await orders(page)
    .getByRole('checkbox', { name: `选择第 ${doomedRow + 1} 行` })
    .check();
  // The toolbar's 删除 (the upload cells have links of that name too).
  await orders(page)
    .locator('.ant-btn-dangerous', { hasText: /^删\s*除$/ })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^确\s*定$/ })
    .click();
  await expect(orders(page).locator('.dg-livetable-status')).toContainText('已标记删除 1 行');
  await expect(orders(page).getByText(doomed)).toHaveCount(0);
  expect((await listed(request, token)).some((r) => r.itemCode === doomed)).toBe(true);
  await orders(page)
    .getByRole('button', { name: /^保\s*存$/ })
    .click();
  await expect(page.getByText('已删除 1 行')).toBeVisible();
  await expect(orders(page).locator('.dg-livetable-status')).not.toContainText('已标记删除');
  expect((await listed(request, token)).some((r) => r.itemCode === doomed)).toBe(false);

  // A fresh page: the user shown by name, the deleted row gone.
  await page.reload();
  await page.getByRole('tab', { name: '订单明细' }).click();
  const again = await rowOf(page, code);
  await expect(await cell(page, again, '采购员')).toHaveText('张三');
  await expect(await cell(page, again, '所属部门')).toHaveText('财务部');
  await expect(orders(page).getByText(doomed)).toHaveCount(0);

  // Drag sort: the new row dragged to the top; the order is saved and a reload keeps it.
  await expect(orders(page).locator('.dg-livetable-status')).toContainText('● 实时同步中');
  const handle = orders(page).getByLabel(`拖动第 ${again + 1} 行`);
  const top = orders(page).locator('[aria-rowindex="2"]');
  const from = (await handle.boundingBox())!;
  const to = (await top.boundingBox())!;
  const sorted = page.waitForResponse((r) => r.url().includes('/demo/orderItem/sort'));
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
  await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 2 });
  await page.mouse.up();
  expect((await sorted).status()).toBe(200);
  await expect(await cell(page, 0, '物料编码')).toHaveText(code);
  expect((await listed(request, token))[0]!.itemCode).toBe(code);
  await page.reload();
  await page.getByRole('tab', { name: '订单明细' }).click();
  await expect(await cell(page, 0, '物料编码')).toHaveText(code);
});
