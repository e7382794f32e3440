import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SCREENS, api, apiToken, signIn } from './helpers';

/**
 * Announcements and the bell (issue 19): an admin publishes to lisi only from 系统通告 — lisi's bell, open in
 * another browser, counts it within 2 s without a reload; opening it shows the modal and the count drops;
 * zhangsan's bell never shows it; revoking takes it away again. Also 我的消息 and 全部标为已读.
 */

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  contexts.push(context);
  const page = await context.newPage();
  // The bell's first count: read only after it has arrived.
  const counted = page.waitForResponse((r) => r.url().includes('/sys/annountCement/listByUser'));
  await signIn(page, username, '123456', /^(?!.*\/user\/login).*$/);
  await counted;
  return page;
}

const bell = (page: Page) => page.getByRole('button', { name: /^消息通知，\d+ 条未读$/ });
async function unread(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) 条未读/.exec(label)?.[1]);
}

/** Finds the row of `title` on 系统通告 (searched: the list is shared with other specs). */
async function announcementRow(page: Page, title: string) {
  await page.getByPlaceholder('请输入标题').first().fill(title);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.locator('.dg-crud .ant-table').getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  return row;
}

test('publish to lisi only: her open bell counts it at once, opening marks it read, revoke takes it away', async ({
  browser,
  page,
  request,
}) => {
  const stamp = Date.now().toString().slice(-6);
  const title = `只给李四的通知${stamp}`;
  const token = await apiToken(request);
  const lisiId = (
    await api<{ records: Array<{ id: string }> }>(request, token, 'get', '/sys/user/list', {
      username: 'lisi',
    })
  ).result.records[0].id;
  const draft = await api<{ id: string }>(request, token, 'post', '/sys/annountCement/add', {
    titile: title,
    msgContent: '<p>周五下午<b>三点</b>开会。</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    priority: 'H',
    msgCategory: '1',
    msgType: 'USER',
    userIds: lisiId,
  });
  expect(draft.success, draft.message).toBe(true);

  const lisi = await signedIn(browser, 'lisi');
  const zhangsan = await signedIn(browser, 'zhangsan');
  await expect(bell(lisi)).toBeVisible();
  await expect(bell(zhangsan)).toBeVisible();
  const [lisiBefore, zhangsanBefore] = [await unread(lisi), await unread(zhangsan)];

  // The admin publishes from 系统通告.
  await signIn(page);
  await page.goto('/message/announcement');
  await page.getByRole('button', { name: '新增' }).click();
  const form = page.getByRole('dialog');
  await form.getByText('指定用户', { exact: true }).click();
  await expect(form.getByText('指定部门')).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/announcement-form.png` });
  await form.getByRole('button', { name: '取消' }).click();
  await page.getByRole('button', { name: '放弃修改' }).click();
  await expect(form).toBeHidden();
  const row = await announcementRow(page, title);
  await expect(row).toContainText('未发布');
  await row.getByText('发布', { exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  const published = Date.now();
  await expect(bell(lisi)).toHaveAttribute('aria-label', `消息通知，${lisiBefore + 1} 条未读`, {
    timeout: 2000,
  });
  expect(Date.now() - published).toBeLessThan(2000);
  await expect(row).toContainText('已发布');
  await page.screenshot({ path: `${SCREENS}/announcement-list.png` });

  // zhangsan's bell never shows it.
  await zhangsan.waitForTimeout(500);
  expect(await unread(zhangsan)).toBe(zhangsanBefore);
  await bell(zhangsan).click();
  await expect(zhangsan.getByTestId('notice-popover')).toBeVisible();
  await expect(zhangsan.getByTestId('notice-popover')).not.toContainText(title);

  // lisi opens it from the bell: the modal, cleaned body, and the count drops.
  await bell(lisi).click();
  const popover = lisi.getByTestId('notice-popover');
  await expect(popover).toContainText(`通知 (`);
  await expect(popover.getByText(title)).toBeVisible();
  await lisi.screenshot({ path: `${SCREENS}/announcement-bell.png` });
  await popover.getByText(title).click();
  const modal = lisi.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: title })).toBeVisible();
  await expect(modal.getByText('周五下午')).toBeVisible();
  expect(await modal.locator('.announcement-body').innerHTML()).toBe(
    '<p>周五下午<b>三点</b>开会。</p><img src="x">',
  );
  await lisi.screenshot({ path: `${SCREENS}/announcement-modal.png` });
  await modal.getByRole('button', { name: '全屏' }).click();
  await expect(modal.getByRole('button', { name: '退出全屏' })).toBeVisible();
  await expect(bell(lisi)).toHaveAttribute('aria-label', `消息通知，${lisiBefore} 条未读`);
  await lisi.keyboard.press('Escape');

  // 我的消息 lists it as read.
  await bell(lisi).click();
  await lisi.getByRole('button', { name: '查看更多' }).click();
  await expect(lisi).toHaveURL(/\/isps\/userAnnouncement$/);
  await lisi.getByPlaceholder('请输入标题').fill(title);
  await lisi.getByRole('button', { name: '查询' }).click();
  const mine = lisi.locator('.dg-crud .ant-table').getByRole('row').filter({ hasText: title });
  await expect(mine).toContainText('已读');
  await lisi.screenshot({ path: `${SCREENS}/announcement-mine.png` });
  await mine.getByText('查看').click();
  const detail = lisi.getByRole('dialog');
  await expect(detail.getByText('周五下午')).toBeVisible();
  await lisi.screenshot({ path: `${SCREENS}/announcement-mine-detail.png` });
  await lisi.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // A second one, revoked before lisi reads it: her count goes up, then back.
  const second = `将撤销的通知${stamp}`;
  const other = await api<{ id: string }>(request, token, 'post', '/sys/annountCement/add', {
    titile: second,
    msgType: 'USER',
    userIds: lisiId,
  });
  await api(request, token, 'get', '/sys/annountCement/doReleaseData', { id: other.result.id });
  await expect(bell(lisi)).toHaveAttribute('aria-label', `消息通知，${lisiBefore + 1} 条未读`, {
    timeout: 2000,
  });
  const revokeRow = await announcementRow(page, second);
  await revokeRow.getByText('撤销', { exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(bell(lisi)).toHaveAttribute('aria-label', `消息通知，${lisiBefore} 条未读`, { timeout: 2000 });
  await expect(revokeRow).toContainText('已撤销');
});

test('我的消息: unread filter and 全部标为已读 clear the bell', async ({ browser, request }) => {
  const stamp = Date.now().toString().slice(-6);
  const token = await apiToken(request);
  const title = `全体通知${stamp}`;
  const draft = await api<{ id: string }>(request, token, 'post', '/sys/annountCement/add', {
    titile: title,
    msgType: 'ALL',
    msgContent: '<p>全体员工请注意。</p>',
  });
  const wangwu = await signedIn(browser, 'wangwu');
  await api(request, token, 'get', '/sys/annountCement/doReleaseData', { id: draft.result.id });
  await expect(bell(wangwu)).not.toHaveAttribute('aria-label', '消息通知，0 条未读', { timeout: 2000 });
  await wangwu.goto('/isps/userAnnouncement');
  await wangwu.locator('.ant-select', { hasText: '全部' }).click();
  await wangwu.locator('.ant-select-item-option', { hasText: '未读' }).click();
  await wangwu.getByRole('button', { name: '查询' }).click();
  await expect(
    wangwu.locator('.dg-crud .ant-table').getByRole('row').filter({ hasText: title }),
  ).toBeVisible();
  await wangwu.getByRole('button', { name: '全部标为已读' }).click();
  await wangwu.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(bell(wangwu)).toHaveAttribute('aria-label', '消息通知，0 条未读', { timeout: 2000 });
  await expect(wangwu.locator('.dg-crud .ant-table').getByRole('row').filter({ hasText: title })).toHaveCount(
    0,
  );
});
