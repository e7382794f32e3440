import { expect, test, type Browser, type Page } from '@playwright/test';
import { addUser, api, apiToken, SCREENS, signIn } from './helpers';

/**
 * The account flows of the sign-in pages (issue 19): 手机号登录, 注册 and 找回密码, each with the code read
 * from the 短信发件箱 — on its page by admin in another browser context, or from its API as admin. The
 * server allows one code a minute per client address; each flow sends from an address of its own (the e2e
 * server trusts X-Forwarded-For from 127.0.0.1, tests/e2e/serve.mjs), so none waits out another's minute.
 */

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
/** A phone no seeded user has: 137 and eight digits from the clock. */
const phoneOf = (n: number) => `137${String((Date.now() + n * 7919) % 100_000_000).padStart(8, '0')}`;

/** The flow's own client address (TEST-NET-3, RFC 5737): the per-address send limit counts it apart. */
async function fromAddress(page: Page, n: number) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${(Date.now() + n) % 250}` });
}

async function askForCode(page: Page) {
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码已发送，5分钟内有效')).toBeVisible();
  await expect(page.getByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
}

/** The code of the newest message to `phone`, read by admin on the 短信发件箱 page in a browser of its own. */
async function codeFromOutboxPage(browser: Browser, phone: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/system/sms-outbox');
    await page.getByPlaceholder('请输入手机号').fill(phone);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const row = page.locator('.ant-table-tbody tr', { hasText: phone }).first();
    await expect(row).toContainText('登录');
    await page.screenshot({ path: `${SCREENS}/accounts-outbox.png` });
    const code = /是 (\d{6})/.exec(await row.innerText())?.[1];
    expect(code, '短信发件箱 shows the code').toBeTruthy();
    return code!;
  } finally {
    await context.close();
  }
}

/** The code of the newest message to `phone`, from the outbox API as admin. */
async function codeFromOutboxApi(page: Page, phone: string): Promise<string> {
  const token = await apiToken(page.request);
  const list = await api<{ records: Array<{ phone: string; content: string }> }>(
    page.request,
    token,
    'get',
    '/sys/smsOutbox/list',
    { phone, pageSize: '10' },
  );
  const code = /是 (\d{6})/.exec(list.result.records.find((r) => r.phone === phone)?.content ?? '')?.[1];
  expect(code, `a code for ${phone} in the outbox`).toBeTruthy();
  return code!;
}

test('手机号登录: the code from the 短信发件箱 page signs the user in', async ({
  page,
  browser,
  request,
}) => {
  const phone = phoneOf(1);
  await fromAddress(page, 1);
  const username = `phone_${stamp}`;
  await addUser(request, { username, password: 'secret123', realname: `手机${stamp}`, phone });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/user/login');
  await page.getByRole('tab', { name: '手机号登录' }).click();
  await page.getByPlaceholder('请输入手机号').fill(phone);
  await askForCode(page);
  await page.screenshot({ path: `${SCREENS}/accounts-login-phone.png` });

  await page.getByPlaceholder('请输入验证码').fill(await codeFromOutboxPage(browser, phone));
  await page.getByRole('tabpanel').getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/(dashboard|isps|process)/);
  await expect(page.getByText(`手机${stamp}`).first()).toBeVisible();
});

test('注册: a new account from the register page signs in', async ({ page }) => {
  const phone = phoneOf(2);
  await fromAddress(page, 2);
  const username = `reg_${stamp}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/user/login');
  await page.getByRole('link', { name: '注册账户' }).first().click();
  await expect(page).toHaveURL(/\/user\/register$/);
  await expect(page.getByRole('heading', { name: '注册' })).toBeVisible();

  await page.getByPlaceholder('请输入用户名').fill(username);
  await page.getByPlaceholder('密码：6-16位任意字符').fill('123');
  await page.getByPlaceholder('确认密码').fill('124');
  await page.getByPlaceholder('11位手机号').fill(phone);
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByText('请至少输入6-16位任意字符')).toBeVisible();
  await expect(page.getByText('两次输入的密码不一样！')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/accounts-register-errors.png` });

  await page.getByPlaceholder('密码：6-16位任意字符').fill('secret123');
  await page.getByPlaceholder('确认密码').fill('secret123');
  await askForCode(page);
  await page.getByPlaceholder('短信验证码').fill(await codeFromOutboxApi(page, phone));
  await page.screenshot({ path: `${SCREENS}/accounts-register.png` });
  await page.getByRole('button', { name: '注册' }).click();

  await expect(page).toHaveURL(/\/user\/register-result$/);
  await expect(page.getByText('注册成功', { exact: true })).toBeVisible();
  await expect(page.getByText(`你的账户：${username}`)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/accounts-register-result.png` });
  await page.getByRole('button', { name: '去登录' }).click();
  await signIn(page, username, 'secret123', /\/(dashboard|isps|process)/);
});

test('找回密码: phone, code, new password twice; the old password and old sessions end', async ({
  page,
  browser,
  request,
}) => {
  const phone = phoneOf(3);
  await fromAddress(page, 3);
  const username = `reset_${stamp}`;
  await addUser(request, { username, password: 'oldpass123', realname: `找回${stamp}`, phone });
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await signIn(otherPage, username, 'oldpass123', /\/(dashboard|isps|process)/);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/user/login');
    await page.getByRole('link', { name: '忘记密码' }).first().click();
    await expect(page).toHaveURL(/\/user\/alteration$/);
    await page.getByPlaceholder('请输入注册时的手机号').fill(phone);
    await askForCode(page);
    await page.getByPlaceholder('手机短信验证码').fill(await codeFromOutboxApi(page, phone));
    await page.screenshot({ path: `${SCREENS}/accounts-alteration-1.png` });
    await page.getByRole('button', { name: '下一步' }).click();

    await expect(page.getByLabel('账号名')).toHaveValue(username);
    await page.getByPlaceholder('6-16位任意字符').fill('newpass123');
    await page.getByPlaceholder('再次输入新密码').fill('newpass123');
    await page.screenshot({ path: `${SCREENS}/accounts-alteration-2.png` });
    const sent = page.waitForRequest('**/platform/sys/user/passwordChange');
    await page.getByRole('button', { name: '提交' }).click();
    const call = await sent;
    expect(call.method()).toBe('POST');
    expect(call.url()).not.toContain('newpass123');
    await expect(page.getByText('更改密码成功')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/accounts-alteration-3.png` });
    await expect(page).toHaveURL(/\/user\/login/, { timeout: 10_000 });

    // The other browser's session ended with the reset.
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/user\/login/);
    await signIn(page, username, 'newpass123', /\/(dashboard|isps|process)/);
  } finally {
    await other.close();
  }
});
