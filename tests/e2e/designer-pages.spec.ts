import { expect, test, type Page } from '@playwright/test';
import { SCREENS, signIn } from './helpers';

/** Opens a product page in the designer from 表单列表's 产品页面 tab, found by its name (the list pages). */
async function openPage(page: Page, name: string) {
  await page.goto('/online/design');
  await page.getByRole('tab', { name: '产品页面' }).click();
  const pane = page.locator('.ant-tabs-tabpane-active');
  await pane.locator('.ant-formily-item').filter({ hasText: '名称' }).locator('input').fill(name);
  await pane.getByRole('button', { name: /查\s*询/ }).click();
  await pane.locator('tr').filter({ hasText: name }).getByText('设计', { exact: true }).click();
  await expect(page).toHaveURL(/\/online\/designer\/[\w-]+$/);
}

/** Rolls the open design back to its first version, from the 版本 drawer. */
async function rollBackToFirst(page: Page) {
  await page.getByRole('button', { name: /版本/ }).click();
  const drawer = page.getByRole('dialog', { name: '版本' });
  await drawer.locator('tbody tr').last().getByText('回滚').click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '回滚到版本' })
    .getByRole('button', { name: /确\s*定|回\s*滚/ })
    .click();
  await expect(page.getByText('回滚成功！')).toBeVisible();
}

/**
 * The product's own pages in the designer (issue 6, item 5): an admin opens 职务管理's page from the
 * 产品页面 list, changes its table title in the crud's property panel and saves; the next visit to
 * /system/position draws the new version, with no deploy, and the save is a second version.
 */
test('an admin edits a product page in the designer and the page shows the change', async ({ page }) => {
  const title = `职务一览${Date.now()}`;
  await signIn(page);
  await openPage(page, 'system/position-list');

  await expect(page.getByText('页面控件')).toBeVisible();
  await expect(page.getByTestId('breadcrumb')).toContainText('编辑产品页面');
  await page.getByTestId('canvas-item-crud_positions').click();
  const titleItem = page
    .getByTestId('property-panel')
    .locator('.ant-formily-item')
    .filter({ hasText: '表格标题' })
    .first();
  await titleItem.locator('input').fill(title);
  await expect(page.getByTestId('canvas-item-crud_positions')).toContainText(title);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功！')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/designer-page.png`, fullPage: true });

  await page.getByRole('button', { name: /版本/ }).click();
  const drawer = page.getByRole('dialog', { name: '版本' });
  await expect(drawer.locator('tbody tr')).toHaveCount(2);
  await expect(drawer.getByText('当前')).toBeVisible();

  await page.goto('/system/position');
  await expect(page.getByText(title)).toBeVisible();
});

test('an admin renames a column of the user list, sees it, and rolls it back', async ({ page }) => {
  const renamed = `登录账号${Date.now().toString().slice(-5)}`;
  await signIn(page);
  await openPage(page, 'system/user-list');

  await page.getByTestId('canvas-item-crud_users').click();
  const editor = page.getByTestId('table-columns-editor');
  await expect(editor.getByLabel('列标题1')).toHaveValue('用户账号');
  await editor.getByLabel('列标题1').fill(renamed);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功！')).toBeVisible();

  await page.goto('/system/user');
  await expect(page.getByRole('columnheader', { name: renamed })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/online\/designer\/[\w-]+$/);
  await rollBackToFirst(page);

  await page.goto('/system/user');
  await expect(page.getByRole('columnheader', { name: '用户账号' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: renamed })).toHaveCount(0);
});

test('an admin edits a table inside a tab pane of the designs list page', async ({ page }) => {
  const title = `页面清单${Date.now().toString().slice(-5)}`;
  await signIn(page);
  await openPage(page, 'online/design-list');

  // The crud in the second pane is a widget of its own on the canvas: its pane opens, it is selected.
  const canvas = page.getByTestId('canvas');
  await canvas.getByRole('tab', { name: '产品页面' }).click();
  await page.getByTestId('canvas-item-crud_pages').click();
  await expect(page.getByTestId('canvas-item-crud_pages')).toHaveAttribute('data-selected', 'true');
  await expect(page.getByTestId('canvas-item-tabs_designs')).not.toHaveAttribute('data-selected', 'true');
  const titleItem = page
    .getByTestId('property-panel')
    .locator('.ant-formily-item')
    .filter({ hasText: '表格标题' })
    .first();
  await expect(titleItem.locator('input')).toHaveValue('产品页面');
  await titleItem.locator('input').fill(title);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功！')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/designer-tabs-page.png`, fullPage: true });

  await page.goto('/online/design');
  await page.getByRole('tab', { name: '产品页面' }).click();
  await expect(page.getByText(title)).toBeVisible();
  // Back as it was, for the other tests of this run.
  await openPage(page, 'online/design-list');
  await rollBackToFirst(page);
});

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the product-page designer lays out its page: whole tree labels, filter labels beside their boxes (issue 13 item 14)', async ({
    page,
  }) => {
    await signIn(page);
    await openPage(page, 'system/user-list');
    const canvas = page.getByTestId('canvas');
    // Tree titles on one line, not one character per line.
    const node = canvas.locator('.ant-tree-title', { hasText: '研发部' });
    await expect(node).toBeVisible();
    expect((await node.boundingBox())!.height).toBeLessThan(30);
    // Each filter's label ends before its box begins, and the box is usable.
    for (const [label, placeholder] of [
      ['用户账号', '请输入用户账号'],
      ['真实姓名', '请输入真实姓名'],
    ] as const) {
      const labelBox = (await canvas.locator('label', { hasText: label }).first().boundingBox())!;
      const inputBox = (await canvas.getByPlaceholder(placeholder).boundingBox())!;
      expect(labelBox.x + labelBox.width).toBeLessThanOrEqual(inputBox.x + 1);
      expect(inputBox.width).toBeGreaterThanOrEqual(100);
    }
    await page.screenshot({ path: `${SCREENS}/designer-product-page-1280.png` });
  });
});
