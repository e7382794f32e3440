import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { startCasServer, type TestCasServer } from '../api/cas-server-fixture';
import { startProvider, type TestProvider } from '../api/oidc-provider-fixture';

/**
 * Third-party sign-in and CAS as a user meets them (docs/sso.md), in Chromium: through a real OpenID Connect
 * provider's login and consent pages, and through a test CAS server's login page, ending signed in. The
 * suite's shared server has neither configured, so this spec starts its own server (same build, throwaway
 * database) configured with both.
 */

const SCREENS = 'test-results/screens';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let provider: TestProvider;
let cas: TestCasServer;
let server: ChildProcess;
let base: string;
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const redirectUri = `${base}/platform/sys/thirdLogin/corp/callback`;
  provider = await startProvider([redirectUri], {
    zhangsan: { preferred_username: 'zhangsan', name: '张三' },
  });
  cas = await startCasServer();
  server = spawn(process.execPath, ['tests/e2e/serve.mjs'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      OIDC_PROVIDERS: JSON.stringify([
        {
          thirdType: 'corp',
          name: '公司统一认证',
          issuer: provider.issuer,
          clientId: 'dougong',
          clientSecret: 'secret',
          redirectUri,
          match: true,
        },
      ]),
      CAS_URL: cas.url,
      CAS_SERVICE: `${base}/user/login`,
    },
  });
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`${base}/platform/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the SSO test server did not start');
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await provider?.close();
  await cas?.close();
});

test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  contexts.push(context);
  return context.newPage();
}

test('signs in through the OpenID Connect provider’s login and consent pages', async ({ browser }) => {
  const page = await newPage(browser);
  // ?local: this server also has CAS, whose login a tab's first visit would go to.
  await page.goto('/user/login?local');
  await expect(page.getByText('其他登录方式')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/sso-login.png` });

  await page.getByRole('button', { name: '公司统一认证' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill('zhangsan');
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/dashboard\//);
  expect(page.url()).not.toContain('thirdLoginCode');
  await expect(page.getByTestId('user-menu')).toContainText('张三');
  await expect(page.locator('.ant-notification-notice', { hasText: '欢迎回来' })).toBeVisible();
});

test('signs in through the CAS server’s login page, the ticket gone from the address', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await page.goto('/user/login');
  await expect(page.getByRole('heading', { name: '测试 CAS 登录' })).toBeVisible();
  await page.getByLabel('CAS 账号').fill('lisi');
  await page.getByRole('button', { name: '登录 CAS' }).click();

  await expect(page).toHaveURL(/\/dashboard\//);
  expect(page.url()).not.toContain('ticket=');
  await expect(page.getByTestId('user-menu')).toContainText('李四');
});

test('a CAS user without an account is told so and stays on the sign-in page', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto('/user/login');
  await page.getByLabel('CAS 账号').fill('nobody');
  await page.getByRole('button', { name: '登录 CAS' }).click();

  await expect(page.getByRole('alert')).toContainText('CAS 用户 nobody 在斗拱中没有账号，请联系管理员开通');
  await expect(page).toHaveURL(/\/user\/login$/);
  await expect(page.getByRole('button', { name: 'CAS 单点登录' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/sso-cas-refused.png` });
});
