import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { generate, modelSchema, type Ui } from '../../src/designer/codegen';
import type { FormDesign } from '../../schemas';
import { PIXEL, UPLOADED_URL, serveGenerated, type CodegenServer } from './codegen-server';

/**
 * The generated HTML page as a user meets it (issue 5): the every-widget design, generated for Element
 * Plus and for Ant Design Vue with the libraries loaded from node_modules, mounts without console
 * errors, refuses an empty submit with the design's required messages, and shows the model once valid —
 * a model whose keys and value types are those `dougong types` describes (modelSchema).
 */

const design = JSON.parse(readFileSync('schemas/fixtures/every-widget.design.json', 'utf8')) as FormDesign;
const nested = JSON.parse(readFileSync('examples/nested-grids.design.json', 'utf8')) as FormDesign;

/** The page, with the approvers' loading stub filled in as its TODO asks the developer to. */
function pageOf(ui: Ui): string {
  const html = generate(design, { ui, format: 'html', cdn: '/node_modules/{name}' });
  const filled = html.replace(
    /(async function loadApprovers\(\) \{\n\s*)return \[\];/,
    "$1return [{ id: 'u1', realname: '张三' }, { id: 2, realname: '李四' }];",
  );
  expect(filled).not.toBe(html);
  return filled;
}

/** Labels and texts an admin might type that would break out of careless markup or scripts. */
const HOSTILE = `</script><script>alert(1)</script>"'{{ 1 + 1 }}`;
const hostile: FormDesign = {
  list: [
    {
      type: 'input',
      name: HOSTILE,
      key: 'input_1',
      model: 'name',
      options: { placeholder: HOSTILE, required: true },
    },
    { type: 'text', name: '说明', key: 'text_1', model: 'notice', options: { defaultValue: HOSTILE } },
    {
      type: 'radio',
      name: '选项',
      key: 'radio_1',
      model: 'pick',
      options: { showLabel: true, options: [{ value: 'a', label: HOSTILE }] },
    },
  ],
  config: {},
};

let server: CodegenServer;
test.beforeAll(async () => {
  server = await serveGenerated({
    '/element.html': pageOf('element'),
    '/antd.html': pageOf('antd'),
    '/nested-element.html': generate(nested, { ui: 'element', format: 'html', cdn: '/node_modules/{name}' }),
    '/nested-antd.html': generate(nested, { ui: 'antd', format: 'html', cdn: '/node_modules/{name}' }),
    '/hostile-element.html': generate(hostile, {
      ui: 'element',
      format: 'html',
      cdn: '/node_modules/{name}',
      title: HOSTILE,
    }),
    '/hostile-antd.html': generate(hostile, {
      ui: 'antd',
      format: 'html',
      cdn: '/node_modules/{name}',
      title: HOSTILE,
    }),
  });
});
test.afterAll(async () => server.close());

/** The library's class prefix: el-… or ant-…. */
const PREFIX: Record<Ui, string> = { element: 'el', antd: 'ant' };

function item(page: Page, ui: Ui, label: string): Locator {
  // Element draws the label of an item without a single input (upload, groups) as a div, not a label.
  const labelOf = ui === 'element' ? '.el-form-item__label' : '.ant-form-item-label';
  return page
    .locator(`.${PREFIX[ui]}-form-item`)
    .filter({ has: page.locator(labelOf, { hasText: new RegExp(`^${label}$`) }) });
}

/** Picks the 10th to the 12th day of the month shown in a range picker. */
async function pickRange(page: Page, ui: Ui, field: Locator): Promise<void> {
  await field.locator('input').first().click();
  const days =
    ui === 'element'
      ? page.locator('.el-date-range-picker__content.is-left td.available')
      : page.locator('.ant-picker-dropdown .ant-picker-panel').first().locator('.ant-picker-cell-in-view');
  await days.nth(9).click();
  await days.nth(11).click();
}

async function pickOption(page: Page, ui: Ui, field: Locator, text: string): Promise<void> {
  await field.locator(ui === 'element' ? '.el-select__wrapper' : '.ant-select-selector').click();
  const option = ui === 'element' ? '.el-select-dropdown__item' : '.ant-select-item-option';
  await page.locator(option).filter({ hasText: text }).filter({ visible: true }).click();
  await page.keyboard.press('Escape');
}

for (const ui of ['element', 'antd'] as const) {
  test(`the every-widget HTML page for ${ui} validates, then shows the model`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/${ui}.html`);
    await expect(page.locator('#submit')).toBeVisible();

    await page.locator('#submit').click();
    for (const message of [
      '姓名必须填写',
      '手机号必须填写',
      '申请事由必须填写',
      '请假日期必须填写',
      '审批人必须填写',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.locator('#model')).toHaveCount(0);

    await page.getByPlaceholder('请输入姓名').fill('张三');
    await page.getByPlaceholder('11 位手机号').fill('123');
    await page.getByPlaceholder('name@example.com').click();
    await expect(page.getByText('手机号格式不匹配', { exact: true })).toBeVisible();
    await page.getByPlaceholder('11 位手机号').fill('13800138000');
    await page.getByPlaceholder('name@example.com').fill('zhangsan@example.com');
    await page.getByPlaceholder('请说明申请原因').fill('家中有事');
    await pickRange(page, ui, item(page, ui, '请假日期'));
    await pickOption(page, ui, item(page, ui, '审批人'), '张三');
    await item(page, ui, '紧急程度')
      .locator(ui === 'element' ? '.el-rate__item' : '.ant-rate-star')
      .nth(2)
      .click();
    await item(page, ui, '是否加急').locator(`.${PREFIX[ui]}-switch`).click();
    await item(page, ui, '证明材料')
      .locator('input[type=file]')
      .setInputFiles({ name: 'evidence.png', mimeType: 'image/png', buffer: PIXEL });
    const uploaded = ui === 'element' ? '.el-upload-list__item.is-success' : '.ant-upload-list-item-done';
    await expect(item(page, ui, '证明材料').locator(uploaded)).toBeVisible();
    await item(page, ui, '紧急联系人').locator('input').fill('李四');
    await item(page, ui, '联系电话').locator('input').fill('13900139000');
    await pickOption(page, ui, item(page, ui, '关系'), '父母');

    await page.locator('#submit').click();
    await expect(page.locator('#model')).toBeVisible();
    const model = JSON.parse((await page.locator('#model').textContent()) ?? '') as Record<string, unknown>;

    const ajv = new Ajv({ allErrors: true });
    const valid = ajv.validate(modelSchema(design), model);
    expect(ajv.errorsText(ajv.errors), JSON.stringify(model)).toBe('No errors');
    expect(valid).toBe(true);
    expect(model).toMatchObject({
      realname: '张三',
      phone: '13800138000',
      email: 'zhangsan@example.com',
      reason: '家中有事',
      days: 1,
      leaveType: 'annual',
      notifyBy: ['站内信'],
      startTime: '09:00:00',
      lunchBreak: ['12:00:00', '13:30:00'],
      urgency: 3,
      tagColor: '#409EFF',
      approvers: ['u1'],
      expedite: true,
      progress: 0,
      relatedOrders: [],
      attachments: [{ url: UPLOADED_URL }],
      region: ['zhejiang', 'hangzhou'],
      contactName: '李四',
      contactPhone: '13900139000',
      contactRelation: 'parent',
    });
    expect(model.leaveDates).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-10$/),
      expect.stringMatching(/^\d{4}-\d{2}-12$/),
    ]);
    expect(Object.keys(model).sort()).toEqual(Object.keys(modelSchema(design).properties ?? {}).sort());
    await page.screenshot({ path: `test-results/screens/codegen-${ui}-submitted.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
}

for (const ui of ['element', 'antd'] as const) {
  test(`labels and texts stay text on the ${ui} page, whatever they spell`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('dialog', (dialog) => {
      errors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.goto(`${server.url}/hostile-${ui}.html`);
    await expect(page).toHaveTitle(HOSTILE);
    await expect(item(page, ui, HOSTILE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).toBeVisible();
    await expect(page.getByPlaceholder(HOSTILE)).toBeVisible();
    // The label, the static text and the option.
    await expect(page.getByText(HOSTILE, { exact: true })).toHaveCount(3);
    await page.locator('#submit').click();
    await expect(page.getByText(`${HOSTILE}必须填写`, { exact: true })).toBeVisible();
    expect(await page.locator('script:not([src])').count()).toBe(2);
    expect(errors).toEqual([]);
  });
}

for (const ui of ['element', 'antd'] as const) {
  test(`the nested-grids page for ${ui} keeps timestamps as numbers and dates as a list`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // The design's sample photo points at a host that does not resolve here.
      if (message.type() === 'error' && !message.text().includes('ERR_NAME_NOT_RESOLVED'))
        errors.push(message.text());
    });
    await page.goto(`${server.url}/nested-${ui}.html`);
    await page.locator('#submit').click();
    for (const message of ['客户名称必须填写', '拜访时间必须填写', '拜访方式必须填写']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await item(page, ui, '客户名称').locator('input').fill('杭州某公司');
    await item(page, ui, '拜访方式').getByText('电话').click();

    await item(page, ui, '拜访时间').locator('input').click();
    const panel =
      ui === 'element'
        ? page.locator('.el-picker-panel').filter({ visible: true })
        : page.locator('.ant-picker-dropdown').filter({ visible: true });
    await panel
      .locator(ui === 'element' ? 'td.available' : '.ant-picker-cell-in-view')
      .nth(14)
      .click();
    await panel.getByRole('button', { name: ui === 'element' ? '确定' : /确\s*定/ }).click();

    await expect(panel).toHaveCount(0);
    await item(page, ui, '回访日期').locator('input').click();
    const days =
      ui === 'element'
        ? page.locator('.el-picker-panel').filter({ visible: true }).locator('td.available')
        : page.locator('.ant-picker-dropdown').filter({ visible: true }).locator('.ant-picker-cell-in-view');
    await days.nth(2).click();
    if (ui === 'element') await days.nth(4).click();
    else {
      await item(page, ui, '回访日期').locator('input').click();
      await days.nth(4).click();
    }
    if (ui === 'element') await page.keyboard.press('Escape');

    await page.locator('#submit').click();
    await expect(page.locator('#model')).toBeVisible();
    const model = JSON.parse((await page.locator('#model').textContent()) ?? '') as Record<string, unknown>;
    const ajv = new Ajv({ allErrors: true });
    expect(ajv.validate(modelSchema(nested), model), ajv.errorsText(ajv.errors)).toBe(true);
    expect(model).toMatchObject({
      customer: '杭州某公司',
      channels: ['phone'],
      people: 2,
      region: [],
      contractPeriod: null,
    });
    expect(typeof model.visitedAt).toBe('number');
    expect(model.followUps).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-03$/),
      expect.stringMatching(/^\d{4}-\d{2}-05$/),
    ]);
    expect(model.photos).toEqual([{ key: 'sample', url: 'https://cdn.example.com/sample.png' }]);
    expect(errors).toEqual([]);
  });
}
