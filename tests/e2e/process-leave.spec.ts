import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { SCREENS, signIn } from './helpers';

/**
 * Issue 17's acceptance, as its people do it: an admin draws 请假审批 in the modeler — start (the 请假申请表
 * form: 请假人, 天数, 事由) → 部门经理审批 → an exclusive gateway on 天数 > 3 → 人事审批 → end, ≤ 3 days
 * straight to the end — and deploys it; 张三 asks for 5 days; 李四 (负责人 of his department) approves with a
 * comment; 王五 (人事) claims it and rejects it back to 李四; 李四 approves again; 王五 approves; the
 * instance's diagram and comments show every step. A 2-day request ends after 李四, skipping 人事.
 */

const KEY = `e2e_leave_${Date.now().toString(36)}`;
const NAME = `请假审批（验收 ${KEY.slice(-4)}）`;

/** A field of the modeler's side panel, by its label. */
const field = (page: Page, label: string) =>
  page.locator('.dg-bpmn-side .ant-formily-item').filter({ has: page.getByText(label, { exact: true }) });

/** Picks an option of a select of the side panel. */
async function choose(page: Page, label: string, option: string) {
  await field(page, label).locator('.ant-select').click();
  // A long list (the forms other tests made) draws only what is in view: type to narrow it, as a user would.
  await field(page, label).locator('.ant-select-selection-search-input').fill(option);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
  // A multiple select stays open: a click on its label closes it (Escape would close the drawer).
  await field(page, label).getByText(label, { exact: true }).click();
}

/** The id of the element selected on the canvas (an append selects what it added). */
async function selectedId(drawer: Locator): Promise<string> {
  const selected = drawer.locator('.djs-element.djs-shape.selected');
  await expect(selected).toHaveCount(1);
  return (await selected.getAttribute('data-element-id'))!;
}

/** Appends through the context pad of the selected element and answers the new element's id. */
async function append(drawer: Locator, action: string): Promise<string> {
  const before = await selectedId(drawer);
  await drawer.locator(`.djs-context-pad [data-action="${action}"]`).click();
  await expect(drawer.locator('.djs-element.djs-shape.selected')).not.toHaveAttribute(
    'data-element-id',
    before,
  );
  return selectedId(drawer);
}

/**
 * Clicks the middle of the sequence flow from `source` to `target` (element ids): the flow whose drawn path
 * starts on the source's box and ends on the target's, found in the page as the user sees it.
 */
async function clickFlow(page: Page, source: string, target: string) {
  const point = await page.evaluate(
    ([from, to]) => {
      const near = (p: DOMPoint, el: Element | null) => {
        const r = el!.getBoundingClientRect();
        return p.x >= r.left - 4 && p.x <= r.right + 4 && p.y >= r.top - 4 && p.y <= r.bottom + 4;
      };
      const shape = (id: string) => document.querySelector(`.djs-shape[data-element-id="${id}"] .djs-visual`);
      for (const path of document.querySelectorAll<SVGPathElement>('.djs-connection .djs-visual path')) {
        const matrix = path.getScreenCTM()!;
        const at = (length: number) => path.getPointAtLength(length).matrixTransform(matrix);
        const total = path.getTotalLength();
        if (near(at(0), shape(from)) && near(at(total), shape(to))) {
          // A third of the way: clear of the flow's own label, drawn at its middle.
          const middle = at(total / 3);
          return { x: middle.x, y: middle.y };
        }
      }
      return null;
    },
    [source, target],
  );
  expect(point, `连线 ${source} → ${target}`).not.toBeNull();
  await page.mouse.click(point!.x, point!.y);
  await expect(page.locator('.dg-bpmn-panel-title')).toContainText('连线');
}

/** A signed-in page of its own for one of the people. */
/** The contexts a test opened for its people: closed after it, so none keeps running into the next specs. */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function personPage(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  opened.push(context);
  const page = await context.newPage();
  await signIn(page, username, '123456', /.*/);
  await expect(page.locator('.ant-layout-sider, .ant-layout-header').first()).toBeVisible();
  return page;
}

/** Opens 我的待办 and the task of this process at `node` in its drawer. */
async function openTask(page: Page, node: string): Promise<Locator> {
  await page.goto('/process/todo');
  const row = page
    .locator('.ant-tabs-tabpane-active tbody tr')
    .filter({ hasText: NAME })
    .filter({ hasText: node })
    .first();
  await expect(row).toBeVisible();
  if (await row.getByText('认领', { exact: true }).isVisible()) {
    await row.getByText('认领', { exact: true }).click();
    await expect(page.getByText('认领成功').first()).toBeVisible();
  }
  await row.getByText('办理', { exact: true }).click();
  const drawer = page.locator('.ant-drawer-open');
  await expect(drawer.getByTestId('process-task-panel')).toBeVisible();
  return drawer;
}

/** Approves the open task of `node` with a comment. */
async function approve(page: Page, node: string, comment: string) {
  const drawer = await openTask(page, node);
  await drawer.getByRole('textbox', { name: '审批意见' }).fill(comment);
  await drawer
    .getByTestId('process-task-panel')
    .getByRole('button', { name: /同\s*意/ })
    .click();
  await expect(page.getByText('办理成功').first()).toBeVisible();
}

/** 张三 starts the process with `days` days. */
async function ask(page: Page, days: number, reason: string) {
  await page.goto('/process/todo');
  await page.getByRole('button', { name: '发起流程' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '发起流程' });
  await dialog.getByRole('combobox', { name: '流程' }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: NAME })
    .click();
  await dialog.locator('.ant-formily-item').filter({ hasText: '请假人' }).locator('input').fill('张三');
  await dialog.locator('.ant-formily-item').filter({ hasText: '天数' }).locator('input').fill(String(days));
  await dialog.locator('.ant-formily-item').filter({ hasText: '事由' }).locator('textarea').fill(reason);
  await dialog.getByRole('button', { name: /发\s*起|提\s*交|确\s*定/ }).click();
  await expect(page.getByText('流程已发起').first()).toBeVisible();
}

test.describe.serial('请假审批, drawn and run by its people', () => {
  test.setTimeout(150_000);

  test('an admin draws 请假审批 with its form and conditions, and deploys it', async ({ page }) => {
    await signIn(page);
    await page.goto('/process/definition');
    await page.getByRole('button', { name: '新建流程' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '新建流程' });
    await drawer.locator('.djs-element[data-element-id="StartEvent_1"]').click();
    await choose(page, '发起表单', '请假申请表');

    const manager = await append(drawer, 'append.user-task');
    await field(page, '节点名称').locator('input').fill('部门经理审批');
    await choose(page, '办理人规则', '部门负责人');
    await choose(page, '节点表单', '请假申请表');
    const gateway = await append(drawer, 'append.gateway');
    // The short way first, straight on from the gateway to an end; then 人事审批 on a branch below.
    const end = await append(drawer, 'append.end-event');
    await drawer.locator(`.djs-shape[data-element-id="${gateway}"]`).click();
    const hr = await append(drawer, 'append.user-task');
    await field(page, '节点名称').locator('input').fill('人事审批');
    await choose(page, '办理人规则', '角色');
    await choose(page, '办理角色', '人事');
    await choose(page, '节点表单', '请假申请表');
    await append(drawer, 'append.end-event');

    await clickFlow(page, gateway, hr);
    await field(page, '连线名称').locator('input').fill('超过 3 天');
    await field(page, '条件').locator('textarea').fill('{{ days > 3 }}');
    await clickFlow(page, gateway, end);
    await field(page, '连线名称').locator('input').fill('3 天以内');
    await field(page, '条件').locator('textarea').fill('{{ days <= 3 }}');

    await drawer
      .locator('.dg-bpmn-canvas svg')
      .first()
      .click({ position: { x: 40, y: 600 } });
    await expect(drawer.locator('.dg-bpmn-panel-title')).toHaveText('流程属性');
    await field(page, '流程标识').locator('input').fill(KEY);
    await field(page, '流程名称').locator('input').fill(NAME);
    await expect(drawer.locator(`.djs-shape[data-element-id="${manager}"]`)).toContainText('部门经理审批');
    await page.screenshot({ path: `${SCREENS}/process-leave-drawn-1440.png` });

    await drawer.getByRole('button', { name: '部署' }).click();
    await expect(page.getByText(`已部署「${NAME}」第 1 版`)).toBeVisible();
  });

  test('5 days: 李四 approves, 人事 rejects back, 李四 approves again, 人事 approves', async ({
    browser,
  }) => {
    const zhangsan = await personPage(browser, 'zhangsan');
    await ask(zhangsan, 5, '回老家');

    const lisi = await personPage(browser, 'lisi');
    let drawer = await openTask(lisi, '部门经理审批');
    // The node's form shows the request; the diagram marks where it stands.
    await expect(drawer.getByTestId('process-task-panel')).toContainText('回老家');
    await expect(
      drawer.locator('.djs-shape.dg-node-current, .djs-element.dg-node-current').first(),
    ).toBeVisible();
    await lisi.keyboard.press('Escape');
    await approve(lisi, '部门经理审批', '同意，注意交接');

    const wangwu = await personPage(browser, 'wangwu');
    drawer = await openTask(wangwu, '人事审批');
    await drawer.getByRole('textbox', { name: '审批意见' }).fill('请补充交接人');
    await drawer
      .getByTestId('process-task-panel')
      .getByRole('button', { name: /驳\s*回/ })
      .click();
    const reject = wangwu.locator('.ant-modal').filter({ hasText: '驳回' });
    await reject.getByRole('combobox', { name: '驳回到' }).click();
    await wangwu
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '部门经理审批' })
      .click();
    await reject.getByRole('button', { name: /确\s*定/ }).click();
    await expect(wangwu.getByText(/已驳回/).first()).toBeVisible();

    await approve(lisi, '部门经理审批', '已补充交接人：李四');
    await approve(wangwu, '人事审批', '同意');

    // 张三's own request: ended, every step on the diagram and in the comments.
    await zhangsan.goto('/process/todo');
    await zhangsan.getByRole('tab', { name: '我发起的' }).click();
    const mine = zhangsan.locator('.ant-tabs-tabpane-active tbody tr').filter({ hasText: NAME }).first();
    await expect(mine).toContainText('已结束');
    await mine.getByText('查看', { exact: true }).click();
    const detail = zhangsan.locator('.ant-drawer-open');
    const comments = detail.getByTestId('process-comments-timeline');
    for (const text of ['同意，注意交接', '请补充交接人', '已补充交接人：李四', '同意'])
      await expect(comments).toContainText(text);
    await expect(comments).toContainText('李四');
    await expect(comments).toContainText('王五');
    await expect(detail.locator('.dg-node-finished').first()).toBeVisible();
    await expect(
      detail.locator('.dg-node-rejected, .dg-node-finished').filter({ hasText: '人事审批' }).first(),
    ).toBeVisible();
    await zhangsan.screenshot({ path: `${SCREENS}/process-leave-done-1440.png`, fullPage: true });
    await detail.getByRole('tab', { name: '流转记录' }).click();
    await expect(detail.getByTestId('process-history-timeline')).toContainText('驳回');
  });

  test('2 days: ended after 李四, 人事 never asked', async ({ browser }) => {
    const zhangsan = await personPage(browser, 'zhangsan');
    await ask(zhangsan, 2, '看病');
    const lisi = await personPage(browser, 'lisi');
    await approve(lisi, '部门经理审批', '好好休息');
    await zhangsan.goto('/process/todo');
    await zhangsan.getByRole('tab', { name: '我发起的' }).click();
    const mine = zhangsan
      .locator('.ant-tabs-tabpane-active tbody tr')
      .filter({ hasText: NAME })
      .filter({ hasText: '已结束' });
    await expect(mine).toHaveCount(2);
    const wangwu = await personPage(browser, 'wangwu');
    await wangwu.goto('/process/todo');
    await expect(wangwu.getByTestId('process-counts')).toBeVisible();
    await expect(wangwu.locator('.ant-tabs-tabpane-active tbody tr').filter({ hasText: NAME })).toHaveCount(
      0,
    );
  });
});
