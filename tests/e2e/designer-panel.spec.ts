import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/**
 * The designer's property panel as a form-making user edits with it (issue 12, findings 1, 2, 3, 5, 6,
 * 7): every edit on the canvas, in the JSON and in undo; §4's default rules; no lost keystroke on a
 * 300-widget form; default values; the 字段标识 checked as typed; unsaved work kept unless the admin
 * says otherwise. Wide enough that the whole toolbar shows.
 */
test.use({ viewport: { width: 1600, height: 1000 } });

/** A property-panel field by its label. */
const panelItem = (page: Page, label: string) =>
  page
    .getByTestId('property-panel')
    .locator('.ant-formily-item')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) })
    .first();

const canvasItem = (page: Page, key: string) => page.getByTestId(`canvas-item-${key}`);

/** The design as 生成JSON shows it (the dialog is closed again). */
async function designJson(page: Page) {
  await page.getByRole('button', { name: /生成JSON/ }).click();
  const text = await page.getByTestId('design-json').inputValue();
  // A click that lands while the dialog still zooms in (a loaded CI machine) can miss: click until it closes.
  await expect(async () => {
    const dialog = page.getByRole('dialog', { name: '生成JSON' });
    if (await dialog.isVisible())
      await dialog.getByRole('button', { name: 'Close' }).click({ timeout: 2_000 });
    await expect(page.getByTestId('design-json')).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return JSON.parse(text) as {
    list: Array<{ key: string; model: string; options: Record<string, unknown> }>;
  };
}

/** Ctrl+Z with the focus on the page, not in a panel box (a box keeps its own undo). */
async function undo(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+z');
}

async function openDesigner(page: Page) {
  await signIn(page);
  await page.goto('/online/designer');
  await expect(page.getByTestId('canvas')).toBeVisible();
}

async function importDesign(page: Page, design: object) {
  await page.getByRole('button', { name: '导入JSON' }).click();
  await page.getByRole('textbox', { name: '表单 JSON' }).fill(JSON.stringify(design));
  await page.getByRole('button', { name: /^导\s*入$/ }).click();
}

test('finding 1: panel edits show on the canvas at once, and Ctrl+Z undoes the last one, not the add', async ({
  page,
}) => {
  await openDesigner(page);
  await page.getByTestId('palette-radio').click();
  const radio = canvasItem(page, 'radio_1');
  await panelItem(page, '必填').getByRole('switch').click();
  await expect(radio.locator('.ant-formily-item-asterisk')).toBeVisible();
  await expect(page.getByRole('button', { name: /撤销/ })).toBeEnabled();

  const values = page.getByTestId('options-editor').getByRole('textbox', { name: /选项标签/ });
  for (const [i, text] of ['事假', '病假', '年假'].entries()) await values.nth(i).fill(text);
  await expect(radio.getByText('病假')).toBeVisible();
  await panelItem(page, '横向排列').getByRole('switch').click();
  expect((await designJson(page)).list[0]!.options).toMatchObject({ inline: true, required: true });

  await undo(page); // 横向排列
  await undo(page); // 年假
  await expect(radio.getByText('年假')).toBeHidden();
  await expect(radio.getByText('病假')).toBeVisible();
  await undo(page); // 病假
  await undo(page); // 事假
  await expect(radio.locator('.ant-formily-item-asterisk')).toBeVisible();
  await undo(page); // 必填
  await expect(radio.locator('.ant-formily-item-asterisk')).toHaveCount(0);
  await expect(radio).toBeVisible();
  await expect(panelItem(page, '必填').getByRole('switch')).toHaveAttribute('aria-checked', 'false');
});

test('finding 2: 多选 wraps the select default in a list and takes the first back; 范围选择 clears a time', async ({
  page,
}) => {
  await openDesigner(page);
  await page.getByTestId('palette-select').click();
  await page.getByRole('radio', { name: '设为默认：下拉框2' }).click();
  expect((await designJson(page)).list[0]!.options.defaultValue).toBe('下拉框2');
  await panelItem(page, '多选').getByRole('switch').click();
  expect((await designJson(page)).list[0]!.options.defaultValue).toEqual(['下拉框2']);
  await page.getByRole('checkbox', { name: '设为默认：下拉框1' }).click();
  await panelItem(page, '多选').getByRole('switch').click();
  expect((await designJson(page)).list[0]!.options.defaultValue).toBe('下拉框2');

  await page.getByTestId('palette-time').click();
  const editor = page.getByTestId('default-value-editor');
  await editor.getByRole('textbox').click();
  await page.keyboard.type('09:00:00');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await designJson(page)).list[1]!.options.defaultValue).toBe('09:00:00');
  await panelItem(page, '范围选择').getByRole('switch').click();
  expect((await designJson(page)).list[1]!.options.defaultValue).toBe('');

  // An import gets the same rules.
  await importDesign(page, {
    list: [
      {
        type: 'select',
        name: '部门',
        key: 'select_1',
        model: 'dept',
        options: { multiple: true, defaultValue: 'rd' },
      },
    ],
    config: {},
  });
  expect((await designJson(page)).list[0]!.options.defaultValue).toEqual(['rd']);
});

test('finding 3: no keystroke lost at 30 ms a key on a 300-widget form', async ({ page }) => {
  test.setTimeout(180_000);
  await openDesigner(page);
  const list = Array.from({ length: 300 }, (_, i) => ({
    type: 'input',
    name: `字段${i + 1}`,
    key: `input_${i + 1}`,
    model: `input_${i + 1}`,
    options: { placeholder: '' },
  }));
  await importDesign(page, { list, config: {} });
  await canvasItem(page, 'input_150').click();
  const model = panelItem(page, '字段标识').getByRole('textbox');
  await expect(model).toHaveValue('input_150');
  await model.selectText();
  await model.pressSequentially('applicantName', { delay: 30 });
  const placeholder = panelItem(page, '占位内容').getByRole('textbox');
  await placeholder.click();
  await placeholder.pressSequentially('请输入申请人姓名 applicantName', { delay: 30 });
  await expect(model).toHaveValue('applicantName');
  await expect(placeholder).toHaveValue('请输入申请人姓名 applicantName');
  const widget = (await designJson(page)).list[149]!;
  expect(widget.model).toBe('applicantName');
  expect(widget.options.placeholder).toBe('请输入申请人姓名 applicantName');
  await expect(canvasItem(page, 'input_150').getByRole('textbox')).toHaveAttribute(
    'placeholder',
    '请输入申请人姓名 applicantName',
  );
  // Each box's typing is one undo step.
  await undo(page);
  await expect(canvasItem(page, 'input_150').getByRole('textbox')).not.toHaveAttribute('placeholder', /./);
  await expect(placeholder).toHaveValue('');
  await expect(model).toHaveValue('applicantName');
  await undo(page);
  await expect(model).toHaveValue('input_150');
});

test('finding 5: time, date and cascader pickers have 默认值, choice widgets mark theirs in the options list', async ({
  page,
}) => {
  await openDesigner(page);
  await page.getByTestId('palette-date').click();
  const editor = page.getByTestId('default-value-editor');
  await editor.getByRole('textbox').click();
  await page.keyboard.type('2026-11-23');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await designJson(page)).list[0]!.options.defaultValue).toBe('2026-11-23');
  await expect(canvasItem(page, 'date_1').getByRole('textbox')).toHaveValue('2026-11-23');

  await page.getByTestId('palette-checkbox').click();
  await page.getByRole('checkbox', { name: '设为默认：选项1' }).click();
  await page.getByRole('checkbox', { name: '设为默认：选项3' }).click();
  expect((await designJson(page)).list[1]!.options.defaultValue).toEqual(['选项1', '选项3']);
  await expect(canvasItem(page, 'checkbox_1').getByRole('checkbox', { checked: true })).toHaveCount(2);

  // A cascader's 默认值 is a path picked in the cascader itself, over the options it has.
  const region = [
    { value: 'zj', label: '浙江', children: [{ value: 'hz', label: '杭州' }] },
    { value: 'js', label: '江苏', children: [{ value: 'nj', label: '南京' }] },
  ];
  await importDesign(page, {
    list: [
      {
        type: 'cascader',
        name: '地区',
        key: 'cascader_1',
        model: 'region',
        options: { defaultValue: [], remote: true, remoteFunc: '', remoteOptions: region },
      },
    ],
    config: {},
  });
  await canvasItem(page, 'cascader_1').click();
  await page.getByTestId('default-value-editor').locator('.ant-select-selector').click();
  await page.getByRole('menuitemcheckbox', { name: '浙江' }).click();
  await page.getByRole('menuitemcheckbox', { name: '杭州' }).click();
  await expect.poll(async () => (await designJson(page)).list[0]!.options.defaultValue).toEqual(['zj', 'hz']);
  await expect(canvasItem(page, 'cascader_1')).toContainText('浙江 / 杭州');
});

test('finding 6: an empty or malformed 字段标识 is refused as it is typed, and saving never shows a regex', async ({
  page,
}) => {
  await openDesigner(page);
  await page.getByTestId('palette-input').click();
  await page.getByTestId('palette-input').click();
  await canvasItem(page, 'input_1').click();
  const model = panelItem(page, '字段标识').getByRole('textbox');
  await model.fill('');
  await expect(panelItem(page, '字段标识')).toContainText('字段标识不能为空');
  await model.fill('部门 名称');
  await expect(panelItem(page, '字段标识')).toContainText('字段标识只能包含英文字母、数字、_ 和 $');
  await model.fill('input_2');
  await expect(panelItem(page, '字段标识')).toContainText('字段标识已存在：input_2');
  // The widget stays on the canvas with its last usable name.
  await expect(canvasItem(page, 'input_1')).toBeVisible();
  expect((await designJson(page)).list[0]!.model).toBe('input_1');
  await model.fill('dept');
  await expect(panelItem(page, '字段标识')).not.toContainText('已存在');
  expect((await designJson(page)).list[0]!.model).toBe('dept');

  // An imported design with a malformed one is refused with a message in words, not the schema's regex.
  await importDesign(page, {
    list: [{ type: 'input', name: '部门', key: 'input_1', model: '部门 名称', options: {} }],
    config: {},
  });
  const importDialog = page.getByRole('dialog', { name: '导入JSON' });
  await expect(importDialog).toContainText('$.list[0].model');
  await expect(importDialog).toContainText('格式不正确');
  await expect(importDialog).not.toContainText('应当匹配模式');
  await importDialog.getByRole('button', { name: /取\s*消/ }).click();

  await page
    .getByRole('button', { name: /保\s*存/ })
    .first()
    .click();
  await page.getByRole('textbox', { name: '表单名称' }).fill('部门登记');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^保\s*存$/ })
    .click();
  await expect(page.getByText('保存成功！')).toBeVisible();
});

test('finding 7: 关闭, in-app navigation, the back button and reload ask before unsaved work is lost', async ({
  page,
}) => {
  await openDesigner(page);
  await page.getByTestId('palette-input').click();
  await page.getByRole('button', { name: /关\s*闭/ }).click();
  const ask = page.getByRole('dialog', { name: '表单有未保存的修改' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: '留在此页' }).click();
  await expect(page).toHaveURL(/\/online\/designer$/);
  await expect(canvasItem(page, 'input_1')).toBeVisible();

  // The browser's reload: its own prompt, dismissed keeps the work.
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.type();
    void dialog.dismiss();
  });
  await page.reload({ timeout: 3_000 }).catch(() => undefined);
  expect(asked).toBe('beforeunload');
  await expect(canvasItem(page, 'input_1')).toBeVisible();

  await page.getByRole('button', { name: /关\s*闭/ }).click();
  await page
    .getByRole('dialog', { name: '表单有未保存的修改' })
    .getByRole('button', { name: '离开' })
    .click();
  await expect(page).toHaveURL(/\/online\/design$/);

  // The browser's back button inside the app asks too; 留在此页 keeps the address and the work.
  await page.getByRole('button', { name: '新建表单' }).click();
  await expect(page).toHaveURL(/\/online\/designer$/);
  await page.getByTestId('palette-input').click();
  await page.goBack();
  const askBack = page.getByRole('dialog', { name: '表单有未保存的修改' });
  await askBack.getByRole('button', { name: '留在此页' }).click();
  await expect(page).toHaveURL(/\/online\/designer$/);
  await expect(canvasItem(page, 'input_1')).toBeVisible();
  await expect(askBack).toHaveCount(0);
  await page.goBack();
  await askBack.getByRole('button', { name: '离开' }).click();
  await expect(page).toHaveURL(/\/online\/design$/);
});
