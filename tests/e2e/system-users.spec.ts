import { expect, test, type Locator, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { SCREENS, api, apiToken, signIn } from './helpers';

/**
 * 用户管理 against JeecgBoot's user page (issue 13, "Missing/Users"): an administrator adds a user with
 * 职务 (two positions), 头像 (a png uploaded in the form), 生日, 座机, 身份 上级 and 负责部门; sees the
 * avatar picture in the list; opens 详情 with every field; ticks two users and freezes them together
 * (their status tags turn 冻结), then unfreezes them. At 1440 × 900 and 1280 × 800.
 */

/** A valid 8 × 8 PNG of one colour (the server checks an image's signature). */
function png(): Buffer {
  const crc = (bytes: Buffer) => {
    let c = ~0;
    for (const byte of bytes) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array.from({ length: 8 }, () => [250, 84, 28]).flat()]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 8 }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Opens a select of the dialog's field and clicks an option; the title click closes the drop-down. */
async function pick(page: Page, field: string, option: string): Promise<void> {
  const item = page.getByRole('dialog').locator('.ant-formily-item', { hasText: field });
  await item.locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
  await page.getByRole('dialog').locator('.ant-modal-title').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Opens the department picker (选择部门) of the dialog's field, ticks a department and confirms it. */
async function pickDepart(page: Page, dialog: Locator, field: string, depart: string): Promise<void> {
  const item = dialog.locator('.ant-formily-item', { hasText: field });
  await item.locator('.dg-depart-select').click();
  const departs = page.getByRole('dialog', { name: '选择部门' });
  await departs
    .locator('.ant-tree-treenode', { hasText: depart })
    .first()
    .locator('.ant-tree-checkbox')
    .click();
  await departs.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(departs).toBeHidden();
  await expect(item).toContainText(depart);
}

async function search(page: Page, username: string): Promise<void> {
  await page.getByPlaceholder('请输入用户账号').first().fill(username);
  await page.getByRole('button', { name: '查询' }).click();
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
]) {
  test(`用户管理 at ${viewport.width}: 职务, 头像, 生日, 座机, 负责部门, 详情 and batch freeze`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const stamp = `${Date.now().toString().slice(-6)}${viewport.width}`;
    const username = `e2eu_${stamp}`;
    const token = await apiToken(request);
    for (const n of [1, 2]) {
      const made = await api(request, token, 'post', '/sys/user/add', {
        username: `e2eb${n}_${stamp}`,
        password: 'secret123',
        realname: `批量${n}`,
      });
      expect(made.success, made.message).toBe(true);
    }
    await signIn(page);
    await page.goto('/system/user');

    // Add a user with the fields JeecgBoot's form has.
    await page.getByRole('button', { name: '添加用户' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('请输入用户账号').fill(username);
    await dialog.getByPlaceholder('请输入登录密码').fill('secret123');
    await dialog.getByPlaceholder('请输入确认密码').fill('secret123');
    await dialog.getByPlaceholder('请输入真实姓名').fill('档案测试');
    await dialog.getByLabel('选择图片文件').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: png(),
    });
    await expect(dialog.locator('.dg-imgupload-item.is-success img')).toBeVisible();
    await pick(page, '职务', '开发工程师');
    await pick(page, '职务', '产品经理');
    // 所属部门 is the department picker (选择部门): tick 研发部, 确定.
    await pickDepart(page, dialog, '所属部门', '研发部');
    // 负责部门 shows only for 上级, and is the same department picker.
    await expect(dialog.locator('.ant-formily-item', { hasText: '负责部门' })).toBeHidden();
    await dialog.getByLabel('上级').check();
    await pickDepart(page, dialog, '负责部门', '研发部');
    const birthday = dialog.getByPlaceholder('请选择生日');
    await birthday.click();
    await birthday.fill('1990-05-17');
    await birthday.press('Enter');
    await dialog.getByPlaceholder('请输入座机，如 010-12345678').fill('010-1234');
    await expect(dialog.getByText('请输入正确的座机号码，如 010-12345678')).toBeVisible();
    await dialog.getByPlaceholder('请输入座机，如 010-12345678').fill('010-12345678');
    await dialog.locator('.ant-modal-title').click();
    await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/users-add-${viewport.width}.png` });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('添加成功！').first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // The list shows the uploaded picture as the avatar.
    await search(page, username);
    const row = page.locator('.ant-table-row', { hasText: username });
    await expect(row).toHaveCount(1);
    await expect(row.locator('.ant-avatar img')).toHaveAttribute(
      'src',
      /\/platform\/sys\/common\/static\/.+\.png$/,
    );
    await page.screenshot({ path: `${SCREENS}/users-list-avatar-${viewport.width}.png` });

    // 详情: every field, read-only.
    await row.getByText('详情').click();
    const drawer = page.locator('.ant-drawer-content');
    await expect(drawer.getByText(`用户详情 — ${username}`)).toBeVisible();
    const value = (label: string) =>
      drawer.locator('.dg-detail-item', { has: page.locator('.dg-detail-term', { hasText: `${label}：` }) });
    await expect(value('职务')).toContainText('开发工程师,产品经理');
    await expect(value('生日')).toContainText('1990-05-17');
    await expect(value('座机')).toContainText('010-12345678');
    await expect(value('身份')).toContainText('上级');
    await expect(value('负责部门')).toContainText('研发部');
    await expect(value('所属部门')).toContainText('研发部');
    await expect(value('状态')).toContainText('正常');
    await expect(value('头像').locator('img')).toHaveAttribute('src', /\/platform\/sys\/common\/static\//);
    await expect(drawer.locator('input')).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/users-detail-${viewport.width}.png` });
    await drawer.locator('.ant-drawer-close').click();
    await expect(drawer).toBeHidden();

    // The edit dialog reads the saved values back.
    await row.getByText('编辑').click();
    await expect(dialog.locator('.ant-formily-item', { hasText: '职务' })).toContainText('产品经理');
    // 负责部门 is kept as ids and shown by name again.
    await expect(
      dialog.locator('.ant-formily-item', { hasText: '负责部门' }).locator('.dg-depart-select'),
    ).toContainText('研发部');
    await expect(dialog.locator('.dg-imgupload-item img')).toBeVisible();
    await expect(dialog.getByPlaceholder('请输入座机，如 010-12345678')).toHaveValue('010-12345678');
    await page.waitForTimeout(500); // the dialog's opening animation, for the screenshot
    await page.screenshot({ path: `${SCREENS}/users-edit-${viewport.width}.png` });
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();

    // Batch freeze: tick two users, 冻结, their tags turn 冻结; 解冻 turns them back.
    await search(page, `_${stamp}`);
    const batch = [1, 2].map((n) => page.locator('.ant-table-row', { hasText: `e2eb${n}_${stamp}` }));
    for (const r of batch) {
      await expect(r.locator('.ant-tag')).toHaveText('正常');
      await r.locator('.ant-checkbox-input').check();
    }
    const confirm = page.locator('.ant-modal-confirm:visible');
    await page.getByRole('button', { name: '冻结' }).click();
    await expect(confirm).toContainText('确定冻结选中的 2 个用户吗？冻结后其登录会立即失效。');
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('冻结成功!')).toBeVisible();
    for (const r of batch) await expect(r.locator('.ant-tag')).toHaveText('冻结');
    await expect(row.locator('.ant-tag')).toHaveText('正常');
    await expect(confirm).toHaveCount(0);
    await page.waitForTimeout(500); // the mask's closing animation, for the screenshot
    await page.screenshot({ path: `${SCREENS}/users-frozen-${viewport.width}.png` });
    for (const r of batch) await r.locator('.ant-checkbox-input').check();
    await page.getByRole('button', { name: '解冻' }).click();
    await expect(confirm).toContainText('确定解冻选中的 2 个用户吗？');
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('解冻成功!')).toBeVisible();
    for (const r of batch) await expect(r.locator('.ant-tag')).toHaveText('正常');
  });
}
