import { expect, test } from '@playwright/test';
import { SCREENS, signIn } from './helpers';

/**
 * The product's own pages in the designer (issue 6, item 5): an admin opens 职务管理's page from the
 * 产品页面 list, changes its table title in the crud's property panel and saves; the next visit to
 * /system/position draws the new version, with no deploy, and the save is a second version.
 */
test('an admin edits a product page in the designer and the page shows the change', async ({ page }) => {
  const title = `职务一览${Date.now()}`;
  await signIn(page);
  await page.goto('/online/design');
  await page.getByRole('tab', { name: '产品页面' }).click();
  const row = page.locator('tr').filter({ hasText: 'system/position-list' });
  await row.getByText('设计', { exact: true }).click();
  await expect(page).toHaveURL(/\/online\/designer\/[\w-]+$/);

  await expect(page.getByText('页面控件')).toBeVisible();
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
