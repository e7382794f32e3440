import { expect, test, type Locator, type Page } from '@playwright/test';
import { SCREENS, api, apiToken, signIn } from './helpers';

/**
 * The designer's layout as a form-making user meets it (issue 12, findings 4, 8, 9, 10): three columns
 * that scroll on their own, a toolbar on one row, grid columns that never squeeze a control, a drop
 * indicator drawn where the drop lands, Ant Design's three sizes, and each item's 字段标识 on hover.
 */

const LONG_LABEL = '紧急联系人的手机号码（休假期间须保持畅通）';

const field = (type: string, name: string, model: string, options: Record<string, unknown> = {}) => ({
  type,
  name,
  key: model,
  model,
  options,
});

/** A 请假申请 form as the tester built it: grids of dates, a long label, 56 more fields. */
function leaveForm(config: Record<string, unknown> = {}) {
  const dates = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({
      span: 24 / count,
      list: [field('date', `日期${i + 1}`, `${prefix}_${i + 1}`, { placeholder: '请选择日期' })],
    }));
  return {
    list: [
      field('input', '申请人', 'applicantName', { placeholder: '请输入申请人' }),
      field('radio', '请假类型', 'leaveType', {
        showLabel: true,
        inline: true,
        options: [
          { value: 'sj', label: '事假' },
          { value: 'bj', label: '病假' },
          { value: 'nj', label: '年假' },
        ],
      }),
      {
        type: 'grid',
        name: '栅格布局',
        key: 'grid_1',
        model: 'grid_1',
        options: {},
        columns: dates('two', 2),
      },
      {
        type: 'grid',
        name: '栅格布局',
        key: 'grid_2',
        model: 'grid_2',
        options: {},
        columns: dates('three', 3),
      },
      field('input', LONG_LABEL, 'contactPhone'),
      ...Array.from({ length: 56 }, (_, i) => field('input', `备注${i + 1}`, `remark_${i + 1}`)),
    ],
    config: { ui: 'Ant Design', size: 'small', labelWidth: 100, labelPosition: 'right', ...config },
  };
}

/** Saves a design through the API and opens it in the designer. */
async function openDesign(page: Page, design: unknown): Promise<void> {
  const token = await apiToken(page.request);
  const saved = await api<{ id: string }>(page.request, token, 'post', '/cgform/cgformDesign/add', {
    name: `布局测试${Date.now()}`,
    jsonStr: JSON.stringify(design),
  });
  expect(saved.success, saved.message).toBe(true);
  await page.goto(`/online/designer/${saved.result.id}`);
  await expect(page.getByTestId('canvas-item-applicantName')).toBeVisible();
}

const TOOLBAR = [
  '撤销',
  '重做',
  '清空',
  '预览',
  '生成JSON',
  '生成代码',
  '导入JSON',
  '保存',
  '版本',
  '关闭',
  '更多',
];

/** The panel's 字段标识 box. */
const modelInput = (page: Page) =>
  page
    .getByTestId('property-panel')
    .locator('.ant-formily-item')
    .filter({ hasText: '字段标识' })
    .first()
    .locator('input');

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** Whether the box lies inside the window (what the user sees without scrolling the page). */
async function inWindow(page: Page, locator: Locator): Promise<boolean> {
  const { x, y, width, height } = await box(locator);
  const size = page.viewportSize()!;
  return y >= 0 && x >= 0 && y + Math.min(height, 200) <= size.height && x + width <= size.width;
}

for (const [width, height] of [
  [1280, 800],
  [1440, 900],
] as const) {
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test('finding 4: palette, canvas and panel scroll on their own; the selection stays in view', async ({
      page,
    }) => {
      await signIn(page);
      await openDesign(page, leaveForm());
      const item = page.getByTestId('canvas-item-remark_50');
      await item.click();
      await expect(modelInput(page)).toHaveValue('remark_50');
      await page.screenshot({ path: `${SCREENS}/designer-layout-${width}-selected.png` });
      // The page itself never scrolls: each column does.
      expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0);
      expect(await inWindow(page, page.getByTestId('property-panel'))).toBe(true);
      expect(await inWindow(page, page.getByTestId('palette-input'))).toBe(true);
      expect(await inWindow(page, item)).toBe(true);

      // Delete selects the next widget; the canvas brings it into view even when scrolled away.
      await page.getByTestId('designer-canvas-scroll').evaluate((el) => el.scrollTo({ top: 0 }));
      await page.keyboard.press('Delete');
      const next = page.getByTestId('canvas-item-remark_51');
      await expect(next).toHaveAttribute('data-selected', 'true');
      await expect.poll(() => inWindow(page, next)).toBe(true);
    });

    test('finding 8: one-row toolbar, the first item below it, usable grid columns, full labels on hover', async ({
      page,
    }) => {
      await signIn(page);
      await openDesign(page, leaveForm());
      await page.screenshot({ path: `${SCREENS}/designer-layout-${width}.png` });
      // What does not fit goes into 更多; what shows sits on one row, and the first item below it.
      const tops = new Set<number>();
      let bottom = 0;
      for (const name of TOOLBAR) {
        const button = page.getByRole('button', { name: new RegExp(`(^| )${name}$`) });
        if (!(await button.isVisible())) continue;
        const { y, height } = await box(button);
        tops.add(Math.round(y));
        bottom = Math.max(bottom, y + height);
      }
      expect(tops.size, 'toolbar rows').toBe(1);
      const first = await box(page.getByTestId('canvas-item-applicantName'));
      expect(first.y).toBeGreaterThanOrEqual(bottom);

      // The canvas was 354 px at 1280 beside a 260 px palette and a 320 px panel.
      const canvas = await box(page.getByTestId('canvas'));
      expect(canvas.width).toBeGreaterThanOrEqual(width === 1280 ? 420 : 560);
      // Every date picker in a 2- or 3-column grid keeps room for its text (form-making's are 220 px).
      for (const model of ['two_1', 'two_2', 'three_1', 'three_2', 'three_3']) {
        const picker = page.getByTestId(`canvas-item-${model}`).locator('.ant-picker');
        expect((await box(picker)).width, model).toBeGreaterThanOrEqual(150);
      }
      const long = page.getByTestId('canvas-item-contactPhone');
      await expect(long).toHaveAttribute('title', LONG_LABEL);
    });
  });
}

test.describe('at 1024×768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('finding 8: what does not fit the toolbar row is in 更多', async ({ page }) => {
    await signIn(page);
    await openDesign(page, leaveForm());
    const more = page.getByRole('button', { name: /更多/ });
    await expect(more).toBeVisible();
    await expect(page.getByRole('button', { name: /版本/ })).toBeHidden();
    const tops = await page
      .getByRole('toolbar', { name: '设计器工具栏' })
      .getByRole('button')
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await more.click();
    await page.getByRole('menuitem', { name: /导入JSON/ }).click();
    await expect(page.getByRole('textbox', { name: '表单 JSON' })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/designer-layout-1024.png` });
  });
});

/** Four short fields, to drop between. */
const shortForm = {
  list: [
    field('input', '申请人', 'applicantName'),
    field('input', '备注1', 'remark_1'),
    field('input', '备注2', 'remark_2'),
    field('input', '备注3', 'remark_3'),
  ],
  config: { ui: 'Ant Design', size: 'small' },
};

const canvasKeys = (page: Page) =>
  page
    .getByTestId('canvas')
    .locator('[data-testid^="canvas-item-"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!.slice('canvas-item-'.length)));

/**
 * Presses on `source` at `grip` (0 top … 1 bottom of it), travels with real mouse moves to `share` of the
 * way down `target`, and returns where the drop indicator is drawn before letting go.
 */
async function dragOver(page: Page, source: Locator, grip: number, target: Locator, share: number) {
  const from = await box(source);
  const to = await box(target);
  await page.mouse.move(from.x + from.width - 30, from.y + from.height * grip);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width - 20, from.y + from.height * grip + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height * share, { steps: 15 });
  const indicator = page.getByTestId('drop-indicator');
  await expect(indicator).toBeVisible();
  const line = await box(indicator);
  await page.screenshot({ path: `${SCREENS}/designer-drop-indicator.png` });
  await page.mouse.up();
  return line.y + line.height / 2;
}

test('finding 9: the drop indicator is drawn where the drop lands, by the pointer, for drops and moves', async ({
  page,
}) => {
  await signIn(page);
  await openDesign(page, shortForm);
  const item = (key: string) => page.getByTestId(`canvas-item-${key}`);
  const gapBetween = async (upper: string, lower: string) =>
    ((await box(item(upper))).y + (await box(item(upper))).height + (await box(item(lower))).y) / 2;

  // A palette drop over the lower half of 备注1 lands after it, and the line is drawn there.
  let expected = await gapBetween('remark_1', 'remark_2');
  let line = await dragOver(page, page.getByTestId('palette-input'), 0.5, item('remark_1'), 0.75);
  expect(Math.abs(line - expected)).toBeLessThanOrEqual(3);
  await expect
    .poll(() => canvasKeys(page))
    .toEqual(['applicantName', 'remark_1', 'input_1', 'remark_2', 'remark_3']);

  // Over the upper half of 备注3: before it.
  expected = await gapBetween('remark_2', 'remark_3');
  line = await dragOver(page, page.getByTestId('palette-date'), 0.5, item('remark_3'), 0.3);
  expect(Math.abs(line - expected)).toBeLessThanOrEqual(3);
  await expect
    .poll(() => canvasKeys(page))
    .toEqual(['applicantName', 'remark_1', 'input_1', 'remark_2', 'date_1', 'remark_3']);

  // A move, gripped near the widget's bottom (its drag tag is far above the pointer): the pointer over
  // the lower half of 备注2 means after 备注2.
  expected = await gapBetween('remark_2', 'date_1');
  line = await dragOver(page, item('applicantName'), 0.9, item('remark_2'), 0.7);
  expect(Math.abs(line - expected)).toBeLessThanOrEqual(3);
  await expect
    .poll(() => canvasKeys(page))
    .toEqual(['remark_1', 'input_1', 'remark_2', 'applicantName', 'date_1', 'remark_3']);
  await page.screenshot({ path: `${SCREENS}/designer-drop.png` });
});

test('choice widgets from the palette show their option labels on the canvas, as form-making does', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/online/designer');
  for (const type of ['radio', 'checkbox']) {
    await page.getByTestId(`palette-${type}`).click();
    const item = page.getByTestId(`canvas-item-${type}_1`);
    await expect(item).toHaveAttribute('data-selected', 'true');
    // The panel follows the selection a frame later: edit once it shows the new widget.
    await expect(modelInput(page)).toHaveValue(`${type}_1`);
    await page.getByRole('textbox', { name: '选项标签1' }).fill('事假');
    await expect(item).toContainText('事假');
    await expect(item).not.toContainText('选项1');
  }
  await page.screenshot({ path: `${SCREENS}/designer-option-labels.png` });
});

test('each canvas item shows its 字段标识 on hover', async ({ page }) => {
  await signIn(page);
  await openDesign(page, leaveForm());
  const item = page.getByTestId('canvas-item-leaveType');
  const tag = item.getByTestId('canvas-model');
  await expect(tag).toBeHidden();
  await item.hover();
  await expect(tag).toBeVisible();
  await expect(tag).toHaveText('leaveType');
  await page.screenshot({ path: `${SCREENS}/designer-model-hover.png` });
});

test('finding 10: Ant Design 组件尺寸 大, 中 and 小 draw 40, 32 and 24 px controls', async ({ page }) => {
  await signIn(page);
  await openDesign(page, leaveForm());
  await page.getByRole('tab', { name: '表单属性' }).click();
  const sizes = page
    .getByTestId('property-panel')
    .locator('.ant-formily-item')
    .filter({ hasText: '组件尺寸' });
  const input = page.getByTestId('canvas-item-applicantName').locator('input');
  for (const [label, height] of [
    ['大', 40],
    ['中', 32],
    ['小', 24],
  ] as const) {
    await sizes.getByText(label, { exact: true }).click();
    await expect
      .poll(
        () =>
          input.evaluate(
            (el) =>
              ((el.closest('.ant-input-affix-wrapper') ?? el) as HTMLElement).getBoundingClientRect().height,
          ),
        label,
      )
      .toBe(height);
  }
});
