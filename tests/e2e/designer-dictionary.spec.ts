import { expect, test, type Locator, type Page } from '@playwright/test';
import { SCREENS, signIn } from './helpers';

/**
 * A dictionary bound to a designer field (issue 13): an admin drops a select, chooses 选项来源 字典 and
 * the seeded 性别 (sex) dictionary, sees 男/女 on the canvas and in 预览, saves, and the generated code
 * fetches the dictionary's items.
 */

/** Drags with real pointer moves, as @dnd-kit's pointer sensor needs (a press, then travel past 5 px). */
async function drag(page: Page, source: Locator, target: Locator) {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 2 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height - 12, { steps: 12 });
  await page.mouse.up();
}

/** Drags until the widget is on the canvas (a drop while the canvas settles can miss, as in designer.spec). */
async function dragIn(page: Page, source: Locator, target: Locator, made: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await drag(page, source, target);
    try {
      await expect(page.getByTestId(made)).toBeAttached({ timeout: 2_000 });
      return;
    } catch {
      // drag again
    }
  }
  await expect(page.getByTestId(made)).toBeAttached();
}

const panelItem = (page: Page, label: string) =>
  page
    .getByTestId('property-panel')
    .locator('.ant-formily-item')
    .filter({ has: page.locator('.ant-formily-item-label', { hasText: new RegExp(`^${label}\\s*:?$`) }) })
    .first();

/** 选项来源 字典, then the seeded 性别 dictionary, in the selected widget's panel. */
async function chooseSex(page: Page) {
  await panelItem(page, '选项来源').getByText('字典', { exact: true }).click();
  await panelItem(page, '字典').locator('.ant-select').click();
  // The list is virtual and its order is the server's: search, so 性别 is drawn wherever it sits.
  await page.keyboard.type('性别');
  await page.locator('.ant-select-dropdown:visible').getByTitle('性别').click();
  await expect(panelItem(page, '字典')).toContainText('性别');
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  test(`a select takes its options from the 性别 dictionary (${viewport.width})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const dictRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sys/dict/getDictItems/')) dictRequests.push(request.url());
    });
    await signIn(page);
    await page.goto('/online/designer');
    const canvas = page.getByTestId('canvas');
    await expect(canvas).toBeVisible();
    await dragIn(page, page.getByTestId('palette-select'), canvas, 'canvas-item-select_1');
    await page.getByTestId('canvas-item-select_1').click();
    await expect(panelItem(page, '字段标识').locator('input')).toHaveValue('select_1');
    await expect(page.getByTestId('options-editor')).toBeVisible();

    await chooseSex(page);
    await expect(page.getByTestId('options-editor')).toBeHidden();

    // A select shows its options only when opened, which the canvas does not allow: a radio beside it
    // shows the dictionary's items on the canvas at once.
    await dragIn(page, page.getByTestId('palette-radio'), canvas, 'canvas-item-radio_1');
    await page.getByTestId('canvas-item-radio_1').click();
    await expect(panelItem(page, '字段标识').locator('input')).toHaveValue('radio_1');
    await expect(page.getByTestId('canvas-item-radio_1')).toContainText('选项1');
    await chooseSex(page);
    const radio = page.getByTestId('canvas-item-radio_1');
    await expect(radio.getByText('男', { exact: true })).toBeVisible();
    await expect(radio.getByText('女', { exact: true })).toBeVisible();
    await expect(radio).not.toContainText('选项1');
    await page.screenshot({ path: `${SCREENS}/designer-dictionary-${viewport.width}.png` });

    await page.getByRole('button', { name: '预览' }).click();
    const preview = page.getByRole('dialog', { name: '预览' });
    await preview.locator('.ant-select').click();
    const dropdown = page.locator('.ant-select-dropdown:visible');
    await expect(dropdown.getByTitle('男')).toBeVisible();
    await expect(dropdown.getByTitle('下拉框1')).toHaveCount(0);
    await dropdown.getByTitle('女').click();
    await preview.getByRole('radio', { name: '男' }).check();
    await preview.getByRole('button', { name: '获取数据' }).click();
    await expect(preview.getByTestId('preview-model')).toContainText('"select_1": "2"');
    await expect(preview.getByTestId('preview-model')).toContainText('"radio_1": "1"');
    await page.screenshot({ path: `${SCREENS}/designer-dictionary-preview-${viewport.width}.png` });
    await preview.getByRole('button', { name: 'Close' }).click();
    // The canvas and the preview share the page's dictionary cache: one request for sex.
    expect(dictRequests.filter((url) => url.endsWith('/sys/dict/getDictItems/sex'))).toHaveLength(1);

    await page.getByRole('button', { name: '生成代码' }).click();
    const code = page.getByTestId('generated-code');
    await expect(code).toContainText(/select\w*Options\.value = await loadDictItems\('sex'\);/);
    await expect(code).toContainText("const DICT_ITEMS_API = '/platform/sys/dict/getDictItems/';");
    await expect(code).toContainText(':label="item.text"');
    await page.getByRole('tab', { name: 'HTML' }).click();
    await expect(code).toContainText("await loadDictItems('sex')");
    await page.screenshot({ path: `${SCREENS}/designer-dictionary-code-${viewport.width}.png` });
    await page.getByRole('dialog', { name: '生成代码' }).getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('textbox', { name: '表单名称' }).fill(`字典表单${viewport.width}-${Date.now()}`);
    await page
      .getByRole('dialog', { name: '保存表单' })
      .getByRole('button', { name: /^保\s*存$/ })
      .click();
    await expect(page.getByText('保存成功！')).toBeVisible();
    await expect(page).toHaveURL(/\/online\/designer\/[\w-]+$/);
    const id = page.url().split('/').at(-1)!;

    // Reopened, the saved form keeps the dictionary, and filling it stores the item's value.
    await page.goto(`/online/form/${id}`);
    await page.locator('.ant-select').first().click();
    await expect(page.locator('.ant-select-dropdown:visible').getByTitle('男')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/designer-dictionary-form-${viewport.width}.png` });
  });
}
