import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { SCREENS, api, apiToken, signIn } from './helpers';

/**
 * 日志管理 as an administrator uses it (issue 13): a user is deleted, then the operation log is filtered by
 * 操作人 and 操作类型, a row's detail names the deleted user, the earlier password change shows its
 * password as ******, and 导出 downloads an .xlsx — at 1280 × 800 and 1440 × 900.
 */

const stamp = () => Date.now().toString().slice(-6);

/** The operation tab's search form and table. */
const operationTab = (page: Page) => page.locator('.ant-tabs-tabpane-active');

async function pickOption(page: Page, field: string, option: string): Promise<void> {
  const item = operationTab(page).locator('.ant-formily-item', { hasText: field });
  await item.locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
}

for (const [width, height] of [
  [1280, 800],
  [1440, 900],
] as const) {
  test(`at ${width}: filter the operation log, read a row's detail with secrets masked, export it`, async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    const name = `logged${stamp()}`;
    const added = await api(request, token, 'post', '/sys/user/add', {
      username: name,
      realname: '日志对象',
      password: 'Passw0rd!',
      confirmpassword: 'Passw0rd!',
    });
    expect(added.success, added.message).toBe(true);
    const changed = await api(request, token, 'put', '/sys/user/changPassword', {
      username: name,
      password: 'Secret-42x!',
      confirmpassword: 'Secret-42x!',
    });
    expect(changed.success, changed.message).toBe(true);

    await page.setViewportSize({ width, height });
    await signIn(page);
    // Delete the user in 用户管理.
    await page.goto('/system/user');
    await page.getByPlaceholder('请输入用户账号').first().fill(name);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const userRow = page.locator('.dg-crud tr', { hasText: name });
    await userRow.getByText('删除').click();
    await expect(page.getByText(`删除用户「${name}」?`)).toBeVisible();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(page.getByText('删除成功!')).toBeVisible();

    // 日志管理 → 操作日志, filtered by 操作人 admin and 操作类型 删除.
    await page.goto('/system/log');
    await page.getByRole('tab', { name: '操作日志' }).click();
    const tab = operationTab(page);
    await tab.getByPlaceholder('账号或姓名').fill('admin');
    await pickOption(page, '操作类型', '删除');
    const filtered = page.waitForResponse(
      (r) =>
        r.url().includes('/sys/log/list') &&
        r.url().includes('operateType=4') &&
        r.url().includes('operator=admin'),
    );
    await tab.getByRole('button', { name: /查\s*询/ }).click();
    await filtered;
    const rows = tab.locator('.ant-table-row');
    await expect(rows.first()).toContainText(`删除用户「${name}」`);
    // Every row the filter kept is a 删除 by admin.
    const count = await rows.count();
    for (let i = 0; i < count; i++) {
      await expect(rows.nth(i)).toContainText('admin');
      await expect(rows.nth(i)).toContainText('删除');
    }
    await page.screenshot({ path: `${SCREENS}/system-logs-filtered-${width}.png` });

    // The deleted user's row: its detail names the user.
    await rows.first().getByText('详情').click();
    const drawer = page.locator('.ant-drawer-content');
    await expect(drawer.locator('.ant-drawer-title')).toContainText(`删除用户「${name}」`);
    const item = (label: string) => drawer.locator('.dg-detail-item', { hasText: `${label}：` }).first();
    await expect(item('操作对象')).toContainText(name);
    await expect(item('对象类型')).toContainText('用户');
    await expect(item('操作人')).toContainText('admin');
    await expect(item('请求地址')).toContainText('/platform/sys/user/delete');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The earlier password change: the password in its parameters is masked.
    await tab
      .locator('.ant-formily-item', { hasText: '操作类型' })
      .locator('.ant-select-clear')
      .click({ force: true });
    await tab.getByPlaceholder('日志内容、操作人或对象').fill(name);
    await tab.getByRole('button', { name: /查\s*询/ }).click();
    const passwordRow = tab.locator('.ant-table-row', { hasText: `修改用户密码「${name}」` });
    await passwordRow.first().getByText('详情').click();
    const params = item('请求参数');
    await expect(params).toContainText('"password": "******"');
    await expect(params).toContainText(`"username": "${name}"`);
    await expect(drawer).not.toContainText('Secret-42x!');
    await page.screenshot({ path: `${SCREENS}/system-logs-detail-${width}.png` });
    await page.keyboard.press('Escape');

    // 导出: the filtered list as an .xlsx download.
    const download = page.waitForEvent('download');
    const exported = page.waitForRequest((r) => r.url().includes('/sys/log/exportXls'));
    await tab.getByRole('button', { name: /导\s*出/ }).click();
    const asked = new URL((await exported).url());
    expect(asked.searchParams.get('logType')).toBe('2');
    expect(asked.searchParams.get('keyWord')).toBe(name);
    const file = await download;
    expect(file.suggestedFilename()).toBe('操作日志.xlsx');
    const bytes = readFileSync((await file.path())!);
    // A zip archive (PK\x03\x04) holding the sheet.
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(bytes.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);
  });
}
