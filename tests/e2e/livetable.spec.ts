import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SCREENS, signIn } from './helpers';

/**
 * Issue 18: two browsers on 实时表格's 职务 tab (the positions, editable); an edit saved in one shows in the other within
 * 500 ms, over the live socket; a required cell left empty is marked and not saved.
 */

/** The contexts a test opened: closed after it, so no page of it keeps its socket and timers running. */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function livePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  opened.push(context);
  const page = await context.newPage();
  await signIn(page);
  await page.goto('/online/livetable');
  await expect(positions(page).getByText('● 实时同步中')).toBeVisible();
  return page;
}

/** The 职务 tab's table (the page's other tab, 订单明细, is drawn too). */
const positions = (page: Page) => page.getByRole('tabpanel', { name: '职务' });

const nameCell = (page: Page, row: number) =>
  positions(page)
    .locator(`[aria-rowindex="${row + 2}"] [role=gridcell]`)
    .nth(2);

test('an edit saved in one browser shows in the other within 500 ms', async ({ browser }) => {
  const [a, b] = await Promise.all([livePage(browser), livePage(browser)]);
  const name = `实时职务${Date.now().toString(36)}`;
  await expect(nameCell(b, 0)).not.toHaveText('');

  await nameCell(a, 0).dblclick();
  const editor = a.getByRole('textbox', { name: '职务名称' });
  await editor.fill(name);
  const sent = Date.now();
  await editor.press('Enter');
  await expect(nameCell(b, 0)).toHaveText(name, { timeout: 500 });
  const seen = Date.now() - sent;
  expect(seen).toBeLessThan(500);
  await expect(nameCell(a, 0)).toHaveText(name);

  // Saved, not only passed on: a fresh page reads it from the server.
  await b.reload();
  await expect(nameCell(b, 0)).toHaveText(name);

  // A required cell left empty is marked with its message and not saved.
  await nameCell(a, 1).dblclick();
  await a.getByRole('textbox', { name: '职务名称' }).fill('');
  await a.getByRole('textbox', { name: '职务名称' }).press('Enter');
  await expect(nameCell(a, 1)).toHaveClass(/dg-lt-invalid/);
  await expect(nameCell(a, 1).getByTitle('请输入职务名称')).toBeAttached();
  await a.screenshot({ path: `${SCREENS}/livetable-a.png` });
  await b.screenshot({ path: `${SCREENS}/livetable-b.png` });
  await expect(nameCell(b, 1)).not.toHaveText('');
});

test('a socket with a token that is no session is refused, while the page keeps its own', async ({
  browser,
}) => {
  const page = await livePage(browser);
  const outcome = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const url = `${location.origin.replace(/^http/, 'ws')}/vxeSocket/1/sys_position`;
        const socket = new WebSocket(url, ['not-a-session-token']);
        socket.onopen = () => resolve('open');
        socket.onclose = () => resolve('closed');
      }),
  );
  expect(outcome).toBe('closed');
  await expect(positions(page).getByText('● 实时同步中')).toBeVisible();
});
