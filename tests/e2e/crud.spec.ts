import { expect, test } from '@playwright/test';
import { SCREENS, api, apiToken, signIn } from './helpers';

/**
 * A crud page JSON against the real server (issue 3 acceptance), on the positions screen: it lists,
 * searches, sorts, pages, adds, edits, deletes and batch-deletes records.
 */

test('positions: list, search, sort, page, add, edit, delete and batch delete', async ({ page, request }) => {
  const token = await apiToken(request);
  const stamp = Date.now().toString().slice(-6);
  // Enough rows for a second page.
  for (let i = 1; i <= 12; i++) {
    const saved = await api(request, token, 'post', '/sys/position/add', {
      code: `e2e_${stamp}_${String(i).padStart(2, '0')}`,
      name: `测试职务${stamp}-${String(i).padStart(2, '0')}`,
    });
    expect(saved.success, saved.message).toBe(true);
  }

  await signIn(page);
  await page.goto('/system/position');
  const table = page.locator('.dg-crud .ant-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // Search.
  await page.getByPlaceholder('请输入职务名称').first().fill(`测试职务${stamp}`);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText(`1-10 共 12 条`)).toBeVisible();

  // Page.
  await page.locator('.ant-pagination-item-2').click();
  await expect(page.getByText(`11-12 共 12 条`)).toBeVisible();
  await page.locator('.ant-pagination-item-1').click();

  // Sort by name, descending on the second click.
  const nameHeader = table.getByRole('columnheader', { name: '职务名称' });
  await nameHeader.click();
  await nameHeader.click();
  await expect(table.getByRole('row').nth(1)).toContainText(`测试职务${stamp}-12`);

  // Add.
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('职务编码必须填写')).toBeVisible();
  await dialog.getByPlaceholder('请输入职务编码').fill(`e2e_${stamp}_new`);
  await dialog.getByPlaceholder('请输入职务名称').fill(`测试职务${stamp}-新`);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('添加成功！')).toBeVisible();
  await expect(page.getByText(`共 13 条`)).toBeVisible();

  // Edit the first row.
  const first = table.getByRole('row').nth(1);
  await first.getByText('编辑').click();
  const edit = page.getByRole('dialog');
  await edit.getByPlaceholder('请输入职务名称').fill(`测试职务${stamp}-改`);
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(table.getByText(`测试职务${stamp}-改`)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/positions.png`, fullPage: true });

  // Delete one.
  await table
    .getByRole('row')
    .filter({ hasText: `测试职务${stamp}-改` })
    .getByText('删除')
    .click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`共 12 条`)).toBeVisible();

  // Batch delete two.
  await table.getByRole('row').nth(1).getByRole('checkbox').check();
  await table.getByRole('row').nth(2).getByRole('checkbox').check();
  await page.getByRole('button', { name: '批量删除' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('确定要删除这 2 项吗?');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`共 10 条`)).toBeVisible();
});
