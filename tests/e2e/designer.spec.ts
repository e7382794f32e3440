import { expect, test, type Locator, type Page } from '@playwright/test';
import { SCREENS, signIn } from './helpers';

/**
 * The form designer as an admin meets it (issue 6): build a form by dragging, edit it in the property
 * panel, preview it, save it, reopen it, and fill it at /online/form/:id.
 */

/** Drags with real pointer moves, as @dnd-kit's pointer sensor needs (a press, then travel past 5 px). */
async function drag(page: Page, source: Locator, target: Locator, where: 'bottom' | 'centre' = 'centre') {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = to.x + to.width / 2;
  const y = where === 'bottom' ? to.y + to.height - 12 : to.y + to.height / 2;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 2 });
  await page.mouse.move(x, y, { steps: 12 });
  await page.mouse.up();
}

/**
 * Drags a palette item until the widget it makes is on the canvas. A drop made while the canvas is still
 * settling from the previous one can miss its target in headless Chromium; a user would simply drag again.
 */
async function dragIn(
  page: Page,
  source: Locator,
  target: Locator,
  made: string,
  where: 'bottom' | 'centre' = 'centre',
) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await drag(page, source, target, where);
    try {
      await expect(page.getByTestId(made)).toBeAttached({ timeout: 2_000 });
      return;
    } catch {
      // drag again
    }
  }
  await expect(page.getByTestId(made)).toBeAttached();
}

/** A property-panel field by its label. */
const panelItem = (page: Page, label: string) =>
  page.getByTestId('property-panel').locator('.ant-formily-item').filter({ hasText: label }).first();

const itemKeys = (page: Page) =>
  page
    .getByTestId('canvas')
    .locator('[data-testid^="canvas-item-"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));

test('an admin builds, previews, saves and reopens a form', async ({ page }) => {
  await signIn(page);
  await page.goto('/online/designer');
  const canvas = page.getByTestId('canvas');
  await expect(canvas).toBeVisible();

  await dragIn(page, page.getByTestId('palette-input'), canvas, 'canvas-item-input_1', 'bottom');
  await dragIn(page, page.getByTestId('palette-select'), canvas, 'canvas-item-select_1', 'bottom');
  await dragIn(page, page.getByTestId('palette-grid'), canvas, 'canvas-item-grid_1', 'bottom');
  await dragIn(
    page,
    page.getByTestId('palette-date'),
    page.getByTestId('canvas-list-grid_1:0'),
    'canvas-item-date_1',
  );
  await dragIn(
    page,
    page.getByTestId('palette-switch'),
    page.getByTestId('canvas-list-grid_1:1'),
    'canvas-item-switch_1',
  );
  const built = [
    'canvas-item-input_1',
    'canvas-item-select_1',
    'canvas-item-grid_1',
    'canvas-item-date_1',
    'canvas-item-switch_1',
  ];
  expect(await itemKeys(page)).toEqual(built);

  // Reorder: the select goes above the input.
  await drag(page, page.getByTestId('canvas-item-select_1'), page.getByTestId('canvas-item-input_1'));
  await expect.poll(() => itemKeys(page)).toEqual([built[1], built[0], ...built.slice(2)]);

  await page.getByTestId('canvas-item-input_1').click();
  // The panel follows the selection a frame later (useDeferredValue): edit once it shows input_1.
  await expect(panelItem(page, '字段标识').locator('input')).toHaveValue('input_1');
  await panelItem(page, '标题').locator('input').fill('手机号');
  await panelItem(page, '必填').getByRole('switch').click();
  await panelItem(page, '正则表达式').locator('input').fill('^1[3-9]\\d{9}$');
  await expect(page.getByTestId('canvas-item-input_1')).toContainText('手机号');
  // The panel's edits are in the design before the preview draws it (a late edit would redraw the
  // preview's form and wipe its messages).
  await page.getByRole('button', { name: '生成JSON' }).click();
  await expect(page.getByTestId('design-json')).toContainText('"pattern": "^1[3-9]\\\\d{9}$"');
  await expect(page.getByTestId('design-json')).toContainText('"required": true');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: '预览' }).click();
  const preview = page.getByRole('dialog', { name: '预览' });
  await preview.getByRole('button', { name: '获取数据' }).click();
  await expect(preview.getByText('手机号必须填写')).toBeVisible();
  await expect(preview.getByTestId('preview-model')).toHaveCount(0);
  await preview.locator('.ant-formily-item').filter({ hasText: '手机号' }).locator('input').fill('123');
  await preview.getByRole('button', { name: '获取数据' }).click();
  await expect(preview.getByText('手机号格式不匹配')).toBeVisible();
  await preview
    .locator('.ant-formily-item')
    .filter({ hasText: '手机号' })
    .locator('input')
    .fill('13812345678');
  await preview.getByRole('button', { name: '获取数据' }).click();
  await expect(preview.getByTestId('preview-model')).toContainText('"input_1": "13812345678"');
  await page.screenshot({ path: `${SCREENS}/designer-preview.png` });
  await preview.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: '保存' }).click();
  await page.getByRole('textbox', { name: '表单名称' }).fill(`设计器测试${Date.now()}`);
  await page
    .getByRole('dialog', { name: '保存表单' })
    .getByRole('button', { name: /^保\s*存$/ })
    .click();
  await expect(page.getByText('保存成功！')).toBeVisible();
  await expect(page).toHaveURL(/\/online\/designer\/[\w-]+$/);
  const id = page.url().split('/').at(-1)!;

  await page.reload();
  await expect.poll(() => itemKeys(page)).toEqual([built[1], built[0], ...built.slice(2)]);
  await expect(page.getByTestId('canvas-item-input_1')).toContainText('手机号');
  await page.screenshot({ path: `${SCREENS}/designer.png`, fullPage: true });

  await page.goto(`/online/form/${id}`);
  await expect(page.getByText('手机号')).toBeVisible();
  await page.getByRole('button', { name: /^提\s*交$/ }).click();
  await expect(page.getByText('手机号必须填写')).toBeVisible();
});

test('an admin binds a form to the user table and picks its columns as models', async ({ page }) => {
  await signIn(page);
  await page.goto('/online/designer');
  await page.getByTestId('palette-input').click();
  await page.getByTestId('palette-date').click();
  await page.getByRole('tab', { name: '表单属性' }).click();
  await panelItem(page, '数据表').locator('.ant-select').click();
  await page.getByTitle('用户（sys_user）').click();

  // The date widget (selected) takes 生日 from the list of the table's columns.
  await page.getByRole('tab', { name: '字段属性' }).click();
  await panelItem(page, '字段标识').locator('.ant-select').click();
  await page.keyboard.type('birth');
  await page.getByTitle('birthday（生日）').click();
  await expect(page.getByTestId('canvas-item-date_1')).toContainText('生日');
  await page.getByTestId('canvas-item-input_1').click();
  await expect(panelItem(page, '标题').locator('input')).toHaveValue('单行文本');
  await panelItem(page, '字段标识').locator('.ant-select').click();
  // The list is virtual: a column further down is reached by typing, as a user would.
  await page.keyboard.type('work');
  await page.getByTitle('workNo（工号）').click();
  await expect(page.getByTestId('canvas-item-input_1')).toContainText('工号');
  await page.screenshot({ path: `${SCREENS}/designer-bound.png`, fullPage: true });

  await page.getByRole('button', { name: '生成JSON' }).click();
  const json = JSON.parse(await page.getByTestId('design-json').inputValue());
  expect(json.config.tableName).toBe('sys_user');
  expect(json.list.map((w: { model: string; name: string }) => [w.model, w.name])).toEqual([
    ['workNo', '工号'],
    ['birthday', '生日'],
  ]);
});

// How fast this is, is measured by `npm run bench:designer`, not asserted here (a timed test is flaky).
test('a 300-widget form loads, selects and grows', async ({ page }) => {
  const list = Array.from({ length: 300 }, (_, i) => ({
    type: 'input',
    name: `字段${i + 1}`,
    key: `input_${i + 1}`,
    model: `input_${i + 1}`,
    options: { placeholder: '' },
  }));
  await signIn(page);
  await page.goto('/online/designer');
  await page.getByRole('button', { name: '导入JSON' }).click();
  await page.getByRole('textbox', { name: '表单 JSON' }).fill(JSON.stringify({ list, config: {} }));
  await page.getByRole('button', { name: /^导\s*入$/ }).click();
  await expect(page.getByTestId('canvas-item-input_300')).toBeAttached({ timeout: 30_000 });

  await page.getByTestId('canvas-item-input_150').click();
  await expect(page.getByTestId('canvas-item-input_150')).toHaveAttribute('data-selected', 'true');
  await page.getByTestId('palette-input').click();
  await expect(page.getByTestId('canvas-item-input_301')).toBeAttached();
});
