import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { api, apiToken, SCREENS, signIn } from './helpers';

/** A diagram as Camunda Modeler saves it: its own namespace and attributes, a user task, DI. */
const CAMUNDA_FILE = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="Definitions_0x" targetNamespace="http://bpmn.io/schema/bpmn" exporter="Camunda Modeler" exporterVersion="5.30.0">
  <bpmn:process id="camunda_expense" name="报销审批" isExecutable="true">
    <bpmn:startEvent id="start"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="finance" name="财务审核" camunda:assignee="admin"><bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="end"><bpmn:incoming>f2</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="finance" />
    <bpmn:sequenceFlow id="f2" sourceRef="finance" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="d1">
    <bpmndi:BPMNPlane id="p1" bpmnElement="camunda_expense">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="finance_di" bpmnElement="finance"><dc:Bounds x="240" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="392" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1"><di:waypoint x="188" y="120" /><di:waypoint x="240" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="f2_di" bpmnElement="f2"><di:waypoint x="340" y="120" /><di:waypoint x="392" y="120" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

/** A field of the modeler's side panel, by its label. */
const field = (page: Page, label: string) =>
  page.locator('.dg-bpmn-side .ant-formily-item').filter({ has: page.getByText(label, { exact: true }) });

/** Picks an option of a select of the side panel. */
async function choose(page: Page, label: string, option: string) {
  await field(page, label).locator('.ant-select').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .click();
}

/**
 * 流程定义 (issue 17): an admin draws start → 经理审批 → end with the context pad, makes 张三 the task's
 * assignee in the panel, names the process, saves and deploys it — the list shows version 1 — then opens
 * a Camunda Modeler file in a new design.
 */
test('an admin draws, saves and deploys a process, and imports a Camunda Modeler file', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const key = `e2e_leave_${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto('/process/definition');
  await page.getByRole('button', { name: '新建流程' }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '新建流程' });
  const start = drawer.locator('.djs-element[data-element-id="StartEvent_1"]');
  await start.click();

  // The palette and context pad offer only what Dougong runs, in Chinese.
  await expect(drawer.locator('.djs-palette .entry')).toHaveCount(9);
  await expect(drawer.locator('.djs-palette').getByRole('button', { name: '用户任务' })).toBeVisible();
  // Esc closes bpmn-js's replace menu, not the drawer holding the unsaved diagram.
  await drawer.locator('.djs-context-pad [data-action="replace"]').click();
  await expect(page.locator('.djs-popup')).toContainText('结束事件');
  // With the focus in the menu, as after moving to it (opened by mouse after other specs, the menu did not
  // always hold the focus: docs/process.md, known issues).
  await page.locator('.djs-popup-header').click();
  await page.keyboard.press('Escape');
  await expect(page.locator('.djs-popup')).toHaveCount(0);
  await expect(drawer).toBeVisible();
  await drawer
    .locator('.dg-bpmn-canvas svg')
    .first()
    .click({ position: { x: 600, y: 600 } });
  await start.click();
  await expect(drawer.locator('.dg-bpmn-panel-title')).toHaveText('开始事件');
  await drawer.locator('.djs-context-pad [data-action="append.user-task"]').click();
  await field(page, '节点名称').locator('input').fill('经理审批');
  // A panel edit is one bpmn-js command: 撤销 takes it back on the canvas and in the panel, 重做 again.
  const task = drawer.locator('.djs-element.djs-shape').filter({ hasText: '经理审批' });
  await expect(task).toBeVisible();
  await drawer.getByRole('button', { name: '撤销' }).click();
  await expect(task).toHaveCount(0);
  await expect(field(page, '节点名称').locator('input')).toHaveValue('');
  await drawer.getByRole('button', { name: '重做' }).click();
  await expect(field(page, '节点名称').locator('input')).toHaveValue('经理审批');
  await choose(page, '办理人规则', '指定用户');
  await choose(page, '办理人', '张三');
  await expect(task).toBeVisible();
  await drawer.locator('.djs-context-pad [data-action="append.end-event"]').click();

  // Nothing selected: the panel is the process's.
  await drawer
    .locator('.dg-bpmn-canvas svg')
    .first()
    .click({ position: { x: 600, y: 600 } });
  await expect(drawer.locator('.dg-bpmn-panel-title')).toHaveText('流程属性');
  await field(page, '流程标识').locator('input').fill(key);
  await field(page, '流程名称').locator('input').fill('E2E 请假');
  await page.screenshot({ path: `${SCREENS}/process-modeler-1440.png` });

  await expect(drawer.getByText('有未保存的修改')).toBeVisible();
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存')).toBeVisible();
  await expect(drawer.getByText('有未保存的修改')).toHaveCount(0);
  await drawer.getByRole('button', { name: '部署' }).click();
  await expect(page.getByText('已部署「E2E 请假」第 1 版')).toBeVisible();
  // 导出 BPMN downloads the diagram under its key, with what the panel set.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    drawer.getByRole('button', { name: '导出 BPMN' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${key}.bpmn`);
  expect(readFileSync(await download.path(), 'utf8')).toContain('dougong:assignee="user:zhangsan"');
  await drawer.locator('.ant-drawer-close').click();
  const row = page.locator('tbody tr').filter({ hasText: key });
  await expect(row).toContainText('E2E 请假');
  await expect(row.locator('td').nth(3)).toHaveText('1');
  // What the panel set is in the saved diagram, as the server reads it.
  const token = await apiToken(page.request);
  const list = await api<{ records: Array<{ id: string }> }>(
    page.request,
    token,
    'get',
    '/process/tPProcess/list',
    {
      processKey: key,
    },
  );
  const saved = await api<{ bpmnXml: string }>(page.request, token, 'get', '/process/tPProcess/queryById', {
    id: list.result.records[0]!.id,
  });
  expect(saved.result.bpmnXml).toMatch(
    /<bpmn:userTask [^>]*name="经理审批"[^>]*dougong:assignee="user:zhangsan"/,
  );

  // A Camunda Modeler file opens as drawn.
  const file = join(tmpdir(), `camunda-${key}.bpmn`);
  writeFileSync(file, CAMUNDA_FILE);
  await page.getByRole('button', { name: '新建流程' }).click();
  await page.getByTestId('bpmn-import').setInputFiles(file);
  await expect(page.getByText(/已导入 camunda-/)).toBeVisible();
  await expect(page.locator('.djs-element[data-element-id="finance"]')).toContainText('财务审核');
  await expect(field(page, '流程标识').locator('input')).toHaveValue('camunda_expense');
  // Its camunda:assignee shows as the server reads it.
  await page.locator('.djs-element[data-element-id="finance"]').click();
  await expect(field(page, '办理人规则')).toContainText('指定用户');
  await expect(field(page, '办理人')).toContainText('管理员');
  await page.screenshot({ path: `${SCREENS}/process-modeler-import-1440.png` });
  // A file that is not BPMN is refused in Chinese, and the diagram stays.
  const junk = join(tmpdir(), `junk-${key}.bpmn`);
  writeFileSync(junk, '这不是流程图');
  await page.getByTestId('bpmn-import').setInputFiles(junk);
  await expect(page.getByText(/无法导入 junk-.*：不是 BPMN 2\.0 文件/)).toBeVisible();
  await expect(page.locator('.djs-element[data-element-id="finance"]')).toBeVisible();
  expect(errors.filter((text) => /Content Security Policy|Refused/.test(text))).toEqual([]);
});
