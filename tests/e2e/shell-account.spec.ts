import { expect, test, type Page } from '@playwright/test';
import { addUser, apiToken, SCREENS, signIn } from './helpers';

/**
 * The user menu's account dialogs (issue 19, SPEC.md §4, §5, §8): 修改密码 with §5's messages, ending the
 * user's other sessions; 切换部门, which stores the new user info; a user without departments is told so.
 */

const stamp = Date.now().toString(36);

async function userMenuItem(page: Page, name: string) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name }).click();
}

test('修改密码 checks the fields, ends the user’s other session and keeps this one', async ({
  page,
  browser,
  request,
}) => {
  const username = `pw_${stamp}`;
  await addUser(request, { username, password: 'secret123', realname: `改密${stamp}` });

  // The other session: a second browser, signed in as the same user.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await signIn(otherPage, username, 'secret123', /\/(dashboard|system|isps)/);
    const otherToken = await otherPage.evaluate(
      () => (JSON.parse(localStorage.getItem('pro__Access-Token')!) as { value: string }).value,
    );

    await signIn(page, username, 'secret123', /\/(dashboard|system|isps)/);
    await userMenuItem(page, '修改密码');
    const dialog = page.locator('.ant-modal-content');
    await expect(dialog.getByText('修改密码')).toBeVisible();
    await expect(page.locator('.ant-modal').first()).toHaveCSS('width', '800px');

    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请输入旧密码!')).toBeVisible();
    await expect(dialog.getByText('请输入新密码!')).toBeVisible();
    await expect(dialog.getByText('请确认新密码!')).toBeVisible();

    await dialog.getByLabel('旧密码').fill('wrong-old');
    await dialog.getByLabel('新密码', { exact: true }).fill('12345');
    await dialog.getByLabel('确认新密码').fill('different');
    await expect(dialog.getByText('请至少输入6-16位任意字符')).toBeVisible();
    await expect(dialog.getByText('两次输入的密码不一样！')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/shell-change-password.png` });

    await dialog.getByLabel('新密码', { exact: true }).fill('newpass456');
    await dialog.getByLabel('确认新密码').fill('newpass456');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('旧密码输入错误')).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('旧密码').fill('secret123');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('密码修改成功！')).toBeVisible();
    await expect(page.locator('.ant-modal-content')).toHaveCount(0);

    // The other session is over: its token answers 401, and its page goes back to sign-in.
    const refused = await request.get('/platform/sys/permission/getUserPermissionByToken', {
      headers: { 'X-Access-Token': otherToken },
    });
    expect(refused.status()).toBe(401);
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/user\/login/);

    // This one goes on, and the new password signs in.
    await page.reload();
    await expect(page.getByTestId('user-menu')).toContainText(`改密${stamp}`);
    expect(await apiToken(request, username, 'newpass456')).toBeTruthy();

    // A user in no department is told so.
    await userMenuItem(page, '切换部门');
    await expect(page.getByText('您尚未设置部门信息!')).toBeVisible();
    await expect(page.locator('.ant-modal-content')).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('切换部门 switches lisi between his two departments and stores the new user info', async ({ page }) => {
  await signIn(page, 'lisi');
  const storedOrgCode = () =>
    page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('pro__Login_Userinfo')!) as { value: { orgCode: string } }).value
          .orgCode,
    );
  expect(await storedOrgCode()).toBe('A01A02');

  await userMenuItem(page, '切换部门');
  const dialog = page.locator('.ant-modal-content');
  await expect(dialog.getByText('部门切换（当前部门 : 市场部）')).toBeVisible();
  await dialog.locator('.ant-select').click();
  await page.getByTitle('财务部').click();
  await page.screenshot({ path: `${SCREENS}/shell-depart-switch.png` });
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('切换成功')).toBeVisible();
  await expect(page.locator('.ant-modal-content')).toHaveCount(0);
  expect(await storedOrgCode()).toBe('A01A03');

  // Back to where the seed had him, through the same dialog (other specs rely on the seed).
  await userMenuItem(page, '切换部门');
  await expect(page.locator('.ant-modal-content').getByText('部门切换（当前部门 : 财务部）')).toBeVisible();
  await page.locator('.ant-modal-content .ant-select').click();
  await page.getByTitle('市场部').click();
  await page.locator('.ant-modal-content').getByRole('button', { name: '确认' }).click();
  await expect.poll(storedOrgCode).toBe('A01A02');
});
