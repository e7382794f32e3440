import { expect, test, type Locator, type Page } from '@playwright/test';
import { generate } from '../../src/designer/codegen';
import type { FormDesign } from '../../schemas';
import { serveGenerated, type CodegenServer } from './codegen-server';
import { SCREENS, signIn } from './helpers';

/**
 * The sub-table form widget (issue 18): an admin puts 子表 on the designer's canvas, adds a column in the
 * panel, and in 预览 adds two rows; an invalid cell blocks 获取数据 with '第 N 行 列：提示', fixed it shows the
 * rows. The generated HTML page (Element Plus and Ant Design Vue) does the same with its own table.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

/** The live table's cell in a row (0-based) and column (0 is the tick, 1 the row number). */
const cell = (scope: Locator, row: number, column: number) =>
  scope.locator(`[aria-rowindex="${row + 2}"] [role=gridcell]`).nth(column);

/** Edits a live-table cell: a double click opens its editor (named by the column's title), Enter commits. */
async function typeInto(scope: Locator, row: number, column: number, title: string, text: string) {
  await cell(scope, row, column).dblclick();
  const editor = scope.getByRole('textbox', { name: title });
  await editor.fill(text);
  await editor.press('Enter');
  await expect(cell(scope, row, column)).toHaveText(text);
}

const panelItem = (page: Page, label: string) =>
  page
    .getByTestId('property-panel')
    .locator('.ant-formily-item')
    .filter({ has: page.locator('.ant-formily-item-label', { hasText: new RegExp(`^${label}\\s*:?$`) }) })
    .first();

test('子表 in the designer: a column added in the panel, rows added and checked in 预览', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/online/designer');
  const canvas = page.getByTestId('canvas');
  await expect(canvas).toBeVisible();
  await page.getByTestId('palette-subtable').click();
  await expect(page.getByTestId('canvas-item-subtable_1')).toBeVisible();
  await expect(canvas.getByRole('columnheader', { name: '名称' })).toBeVisible();

  const editor = page.getByTestId('subtable-columns-editor');
  await editor.getByRole('button', { name: /添加列/ }).click();
  const column = page.getByTestId('subtable-column-3');
  await column.getByRole('textbox', { name: '列标题3' }).fill('单价');
  await column.getByRole('textbox', { name: '列字段3' }).fill('price');
  await column.getByRole('combobox', { name: '列类型3' }).click({ force: true });
  await page.locator('.ant-select-dropdown:visible').getByTitle('数字', { exact: true }).click();
  await column.getByRole('combobox', { name: '列校验3' }).click({ force: true });
  await page.locator('.ant-select-dropdown:visible').getByTitle('金额', { exact: true }).click();
  await expect(canvas.getByRole('columnheader', { name: '单价' })).toBeVisible();
  await expect(panelItem(page, '字段标识').locator('input')).toHaveValue('subtable_1');
  await page.screenshot({ path: `${SCREENS}/subtable-designer.png` });

  await page.getByRole('button', { name: '预览' }).click();
  const preview = page.getByRole('dialog', { name: '预览' });
  await preview.getByRole('button', { name: /新\s?增/ }).click();
  await preview.getByRole('button', { name: /新\s?增/ }).click();
  await typeInto(preview, 0, 2, '名称', '螺丝');
  await typeInto(preview, 0, 3, '数量', '3');
  await typeInto(preview, 0, 4, '单价', '1.5');
  await typeInto(preview, 1, 2, '名称', '螺母');
  await typeInto(preview, 1, 3, '数量', '2.5');
  await preview.getByRole('button', { name: '获取数据' }).click();
  await expect(preview.getByText('第 2 行 数量：请输入整数')).toBeVisible();
  await expect(cell(preview, 1, 3)).toHaveClass(/dg-lt-invalid/);
  await expect(preview.getByTestId('preview-model')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/subtable-preview-invalid.png` });

  await cell(preview, 1, 3).dblclick();
  const box = preview.getByRole('textbox', { name: '数量' });
  await box.fill('2');
  await box.press('Enter');
  await expect(preview.getByText('第 2 行 数量：请输入整数')).toBeHidden();
  await preview.getByRole('button', { name: '获取数据' }).click();
  const model = preview.getByTestId('preview-model');
  await expect(model).toBeVisible();
  expect(JSON.parse((await model.textContent()) ?? '')).toEqual({
    subtable_1: [
      { name: '螺丝', quantity: 3, price: 1.5 },
      { name: '螺母', quantity: 2 },
    ],
  });
  await expect(preview.getByTitle('数量 合计')).toHaveText('5');
  await page.screenshot({ path: `${SCREENS}/subtable-preview-data.png` });
});

const design: FormDesign = {
  list: [
    {
      type: 'subtable',
      name: '明细',
      key: 'subtable_1',
      model: 'items',
      options: {
        minRows: 1,
        columns: [
          { key: 'name', title: '名称', type: 'input', rules: [{ required: true }] },
          {
            key: 'quantity',
            title: '数量',
            type: 'inputNumber',
            rules: [{ pattern: 'z' }],
            statistics: ['sum'],
          },
          { key: 'phone', title: '手机', type: 'input', rules: [{ pattern: 'm' }] },
        ],
      },
    },
  ],
  config: { labelWidth: 100 },
};

let server: CodegenServer;
test.beforeAll(async () => {
  server = await serveGenerated({
    '/element.html': generate(design, { ui: 'element', format: 'html', cdn: '/node_modules/{name}' }),
    '/antd.html': generate(design, { ui: 'antd', format: 'html', cdn: '/node_modules/{name}' }),
  });
});
test.afterAll(async () => server?.close());

for (const ui of ['element', 'antd'] as const) {
  test(`the generated ${ui} page: an editable table whose cells are checked on submit`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/${ui}.html`);
    await expect(page.locator('#submit')).toBeVisible();
    await page.locator('#submit').click();
    await expect(page.getByText('明细至少需要 1 行，现在有 0 行')).toBeVisible();

    const add = page.getByRole('button', { name: /新\s?增/ });
    await add.click();
    await add.click();
    await page.getByRole('textbox', { name: '名称' }).nth(0).fill('螺丝');
    await page.getByRole('textbox', { name: '名称' }).nth(1).fill('螺母');
    await page.getByRole('textbox', { name: '手机' }).nth(1).fill('123');
    await page.locator('#submit').click();
    await expect(page.getByText('第 2 行 手机：请输入正确的手机号码')).toBeVisible();
    await expect(page.locator('#model')).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/subtable-codegen-${ui}-invalid.png`, fullPage: true });

    await page.getByRole('textbox', { name: '手机' }).nth(1).fill('13800138000');
    await page.getByRole('spinbutton', { name: '数量' }).nth(0).fill('3');
    await page.getByRole('spinbutton', { name: '数量' }).nth(0).blur();
    await page.locator('#submit').click();
    await expect(page.locator('#model')).toBeVisible();
    const model = JSON.parse((await page.locator('#model').textContent()) ?? '') as { items: unknown[] };
    expect(model.items).toEqual([
      { name: '螺丝', quantity: 3, phone: null },
      { name: '螺母', quantity: null, phone: '13800138000' },
    ]);
    await expect(page.getByText(/合计 3/)).toBeVisible();

    // 删除 removes the ticked row.
    await page
      .locator(ui === 'element' ? '.el-table__row .el-checkbox' : '.ant-table-row .ant-checkbox-input')
      .first()
      .click();
    await page.getByRole('button', { name: /删\s?除/ }).click();
    await expect(page.getByRole('textbox', { name: '名称' })).toHaveCount(1);
    await expect(page.getByRole('textbox', { name: '名称' })).toHaveValue('螺母');
    await page.screenshot({ path: `${SCREENS}/subtable-codegen-${ui}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
}
