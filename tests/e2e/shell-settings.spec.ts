import { expect, test, type Page } from '@playwright/test';
import { SCREENS, signIn } from './helpers';

/**
 * The settings drawer (issue 19, SPEC.md §2, §4): each choice applies at once, survives a reload (local
 * storage), and the top-menu layout puts the whole menu in the header.
 */

async function openDrawer(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '系统设置' }).click();
  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.getByText('整体风格设置')).toBeVisible();
  return drawer;
}

test('menu theme, colour, top-menu layout, fixed width, fixed header and tabs survive a reload', async ({
  page,
}) => {
  await signIn(page);
  const drawer = await openDrawer(page);
  await expect(page.locator('.ant-drawer-content-wrapper')).toHaveCSS('width', '300px');

  await drawer.getByRole('button', { name: '亮色菜单风格' }).click();
  await drawer.getByRole('button', { name: '主题色 酱紫' }).click();
  await expect(page.getByText('正在编译主题！')).toBeVisible();
  await expect(page.getByText('正在编译主题！')).toBeHidden();
  await drawer.getByRole('button', { name: '顶部栏导航' }).click();
  // Fixed side menu means nothing without a side menu.
  await expect(drawer.getByRole('switch', { name: '固定侧边菜单' })).toBeDisabled();
  await expect(drawer.getByRole('switch', { name: '下滑时隐藏 Header' })).toBeDisabled();
  await drawer.getByRole('switch', { name: '固定 Header' }).click();
  await drawer.getByRole('switch', { name: '下滑时隐藏 Header' }).click();
  await drawer.getByRole('switch', { name: '多页签模式' }).click();
  await expect(page.getByTestId('page-tabs')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/shell-settings-drawer.png` });
  await page.keyboard.press('Escape');

  await page.reload();
  const layout = page.locator('[data-layout]');
  await expect(layout).toHaveAttribute('data-layout', 'topmenu');
  await expect(layout).toHaveAttribute('data-nav-theme', 'light');
  await expect(page.getByTestId('app-header')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.getByTestId('page-tabs')).toHaveCount(0);
  await expect(page.getByTestId('side-menu')).toHaveCount(0);

  // The whole menu is in the header: a top entry opens its pages.
  await page.getByTestId('top-menu').getByRole('menuitem', { name: '系统管理' }).hover();
  await page.getByRole('menuitem', { name: '角色管理' }).click();
  await expect(page).toHaveURL(/\/system\/role$/);
  await expect(page.getByRole('button', { name: /新增角色/ })).toHaveCSS(
    'background-color',
    'rgb(114, 46, 209)',
  );
  // Fixed width: 1200 px, centred.
  const content = await page.getByTestId('content-area').boundingBox();
  expect(content?.width).toBe(1200);
  await page.screenshot({ path: `${SCREENS}/shell-settings-topmenu.png` });

  // Fluid fills the width.
  const again = await openDrawer(page);
  await again.locator('.ant-select').click();
  await page.getByTitle('流式').click();
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => (await page.getByTestId('content-area').boundingBox())?.width)
    .toBeGreaterThan(1300);
});

test('the fixed header hides after scrolling down 100 px when asked, and the colour-weak mode applies', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 420 } });
  try {
    const page = await context.newPage();
    await signIn(page);
    const drawer = await openDrawer(page);
    await drawer.getByRole('switch', { name: '固定 Header' }).click();
    await drawer.getByRole('switch', { name: '下滑时隐藏 Header' }).click();
    await drawer.getByRole('switch', { name: '色弱模式' }).click();
    await expect(page.locator('html')).toHaveCSS('filter', 'invert(0.8)');
    await drawer.getByRole('switch', { name: '色弱模式' }).click();
    await expect(page.locator('html')).toHaveCSS('filter', 'none');
    await page.keyboard.press('Escape');

    await page.goto('/system/user');
    const header = page.getByTestId('app-header');
    await page.mouse.wheel(0, 60);
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    await page.mouse.wheel(0, 300);
    await expect.poll(async () => (await header.boundingBox())?.y).toBeLessThan(-40);
    await page.mouse.wheel(0, -50);
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  } finally {
    await context.close();
  }
});
