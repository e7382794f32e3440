import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validate } from '../../../schemas';
import type { FormDesign } from '../../../schemas/generated/form-design';
import type { ProcessTaskWidget } from '../../../schemas/generated/page';
import { userRecord } from '../../test/fixtures/records';
import { envelope, mockHttp, type MockReply, type MockRequest } from '../../test/httpMock';
import { renderWidgets } from '../../test/renderWidgets';
import { inputWidget } from '../input';
import { numberWidget } from '../number';
import { textareaWidget } from '../textarea';
import { processTaskWidget } from '.';
import { editableValues, formModels, nodeForm } from './taskForm';
import { jumpTargets } from './operate';

const FORM: FormDesign = {
  list: [
    { type: 'input', name: '请假人', key: 'input_1', model: 'applicant', options: {} },
    { type: 'number', name: '天数', key: 'number_1', model: 'days', options: { required: true } },
    { type: 'textarea', name: '事由', key: 'textarea_1', model: 'reason', options: {} },
    {
      type: 'input',
      name: '经理意见',
      key: 'input_2',
      model: 'opinion',
      options: { required: true, placeholder: '请输入经理意见' },
    },
  ],
  config: { ui: 'Ant Design' },
};

const BUTTONS = [
  { code: 'approve', name: '同意' },
  { code: 'reject', name: '驳回' },
  { code: 'comment', name: '评论' },
] as const;

function operate(overrides: Record<string, unknown> = {}) {
  return {
    taskId: 't1',
    instanceId: 'i1',
    nodeId: 'manager',
    nodeName: '部门经理审批',
    processName: '请假审批',
    initiator: 'zhangsan',
    instanceStatus: 'running',
    taskStatus: 'open',
    assignee: 'lisi',
    canComplete: true,
    canClaim: false,
    canReject: true,
    rejectTargets: [{ nodeId: 'start_fill', nodeName: '填写申请' }],
    canRecall: false,
    formId: 'leave-form',
    form: FORM,
    fieldRules: { applicant: 'readonly', days: 'readonly', reason: 'hidden' },
    variables: { applicant: '张三', days: 5, reason: '回老家' },
    buttons: BUTTONS,
    ...overrides,
  };
}

const STEP = { instanceId: 'i1', status: 'running', revision: 3, openTasks: [] };

let server: ReturnType<typeof mockHttp>;
let answers: Record<string, (request: MockRequest) => MockReply>;
let current: ReturnType<typeof operate>;

beforeEach(() => {
  current = operate();
  answers = {
    '/process/task/getTaskOperate': () => ({ status: 200, body: envelope(200, '', current) }),
    '/process/task/complete': () => {
      current = operate({ taskStatus: 'completed', canComplete: false, canReject: false, buttons: [] });
      return { status: 200, body: envelope(200, '办理成功', STEP) };
    },
    '/process/processInstance/disagreeCallBackProcess': () => ({
      status: 200,
      body: envelope(200, '已驳回到「填写申请」', STEP),
    }),
  };
  server = mockHttp((request) => answers[request.url]?.(request));
});
afterEach(() => server.restore());

const panel = (options: ProcessTaskWidget['options']): ProcessTaskWidget => ({
  type: 'process-task',
  key: 'task_1',
  options,
});
const WIDGETS = [processTaskWidget, inputWidget, numberWidget, textareaWidget];
const calls = (url: string) => server.requests.filter((r) => r.url === url);

describe('process-task: the task panel (issue 17 instance detail)', () => {
  it("draws the node's form with the instance's variables: read-only fields disabled, hidden ones absent", async () => {
    renderWidgets(WIDGETS, [panel({ taskId: 't1' })]);
    const box = await screen.findByTestId('process-task-panel');
    expect(await within(box).findByText('任务办理 — 部门经理审批')).toBeInTheDocument();
    expect(await within(box).findByDisplayValue('张三')).toBeDisabled();
    expect(within(box).getByDisplayValue('5')).toBeDisabled();
    expect(within(box).queryByText('事由')).toBeNull();
    expect(within(box).queryByDisplayValue('回老家')).toBeNull();
    expect(within(box).getByRole('textbox', { name: '审批意见' })).toBeInTheDocument();
    expect([...box.querySelectorAll('[data-action]')].map((b) => b.textContent)).toEqual([
      '同意',
      '驳回',
      '评论',
    ]);
    expect(calls('/process/task/getTaskOperate')[0]!.uri).toBe(
      '/platform/process/task/getTaskOperate?taskId=t1',
    );
  });

  it('同意 sends the comment and only the editable fields, shows the answer and reads the task again', async () => {
    const user = userEvent.setup();
    renderWidgets(WIDGETS, [panel({ taskId: 't1' })]);
    await screen.findByDisplayValue('张三');
    await user.click(screen.getByRole('button', { name: '同意' }));
    // the form's required 经理意见 is missing: nothing is sent
    expect(await screen.findByText('经理意见必须填写')).toBeInTheDocument();
    expect(calls('/process/task/complete')).toHaveLength(0);

    await user.type(screen.getByPlaceholderText('请输入经理意见'), '可以');
    await user.type(screen.getByRole('textbox', { name: '审批意见' }), '同意，注意交接');
    await user.click(screen.getByRole('button', { name: '同意' }));
    await waitFor(() => expect(server.requests.map((r) => r.url)).toContain('/process/task/complete'));
    expect(await screen.findByText('办理成功')).toBeInTheDocument();
    expect(calls('/process/task/complete')[0]!.data).toEqual({
      taskId: 't1',
      comment: '同意，注意交接',
      variables: { opinion: '可以' },
    });
    expect(await screen.findByText('这个任务已经办理完毕')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
  });

  it('驳回 asks where to, then sends the node and the reason', async () => {
    const user = userEvent.setup();
    renderWidgets(WIDGETS, [panel({ taskId: 't1' })]);
    await screen.findByDisplayValue('张三');
    await user.type(screen.getByRole('textbox', { name: '审批意见' }), '天数太多');
    await user.click(screen.getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请先选择驳回到的节点')).toBeInTheDocument();
    expect(calls('/process/processInstance/disagreeCallBackProcess')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: '驳回到' }));
    await user.click(await screen.findByText('填写申请'));
    expect(within(dialog).getByRole('textbox', { name: '驳回理由' })).toHaveValue('天数太多');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已驳回到「填写申请」')).toBeInTheDocument();
    expect(calls('/process/processInstance/disagreeCallBackProcess')[0]!.uri).toBe(
      `/platform/process/processInstance/disagreeCallBackProcess?taskId=t1&nodeId=start_fill&comment=${encodeURIComponent('天数太多')}`,
    );
  });

  it('转办 offers users by name and sends the chosen username', async () => {
    current = operate({ buttons: [{ code: 'reassign', name: '转办' }] });
    answers['/sys/user/list'] = () => ({
      status: 200,
      body: envelope(200, '', {
        records: [userRecord({ id: 'u3', username: 'wangwu', realname: '王五' })],
        total: 1,
        size: 20,
        current: 1,
        pages: 1,
      }),
    });
    answers['/process/processInstance/reassign'] = () => ({
      status: 200,
      body: envelope(200, '已转办给王五', STEP),
    });
    const user = userEvent.setup();
    renderWidgets(WIDGETS, [panel({ taskId: 't1' })]);
    await user.click(await screen.findByRole('button', { name: '转办' }));
    const dialog = await screen.findByRole('dialog', { name: '转办' });
    await user.type(within(dialog).getByRole('combobox', { name: '转办给' }), '王');
    await user.click(await screen.findByText('王五（wangwu）'));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已转办给王五')).toBeInTheDocument();
    expect(calls('/process/processInstance/reassign')[0]!.uri).toBe(
      '/platform/process/processInstance/reassign?taskId=t1&username=wangwu',
    );
  });

  it("跳转 offers the diagram's nodes and sends the instance, the node and the reason", async () => {
    current = operate({ buttons: [{ code: 'skip', name: '跳转' }] });
    answers['/process/processInstance/diagram'] = () => ({
      status: 200,
      body: envelope(200, '', {
        instanceId: 'i1',
        processKey: 'leave',
        processName: '请假审批',
        version: 1,
        status: 'running',
        bpmnXml:
          '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"><bpmn:process id="leave">' +
          '<bpmn:userTask id="hr" name="人事审批"/><bpmn:endEvent id="end" name="结束"/></bpmn:process></bpmn:definitions>',
        nodes: [{ nodeId: 'manager', state: 'current' }],
      }),
    });
    answers['/process/processInstance/skipNode'] = () => ({
      status: 200,
      body: envelope(200, '已跳转', STEP),
    });
    const user = userEvent.setup();
    renderWidgets(WIDGETS, [panel({ taskId: 't1' })]);
    await user.click(await screen.findByRole('button', { name: '跳转' }));
    const dialog = await screen.findByRole('dialog', { name: '跳转' });
    await user.click(within(dialog).getByRole('combobox', { name: '跳转到' }));
    await user.click(await screen.findByText('人事审批（hr）'));
    await user.type(within(dialog).getByRole('textbox', { name: '跳转说明' }), '经理出差');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已跳转')).toBeInTheDocument();
    expect(calls('/process/processInstance/skipNode')[0]!.uri).toBe(
      `/platform/process/processInstance/skipNode?id=i1&nodeId=hr&comment=${encodeURIComponent('经理出差')}`,
    );
  });

  it('评论 needs a comment first, then adds it without moving the process', async () => {
    answers['/process/tPCommonComment/add'] = (request) => ({
      status: 200,
      body: envelope(200, '评论成功', {
        id: 'c1',
        taskId: 't1',
        nodeId: 'manager',
        nodeName: '部门经理审批',
        username: 'lisi',
        realname: '李四',
        message: (request.data as { message: string }).message,
        createTime: '2026-11-24T08:00:00.000Z',
      }),
    });
    const user = userEvent.setup();
    renderWidgets(WIDGETS, [panel({ taskId: 't1' })]);
    await screen.findByDisplayValue('张三');
    await user.click(screen.getByRole('button', { name: '评论' }));
    expect(await screen.findByText('请先在审批意见里写下评论')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '审批意见' }), '请补充病假条');
    await user.click(screen.getByRole('button', { name: '评论' }));
    expect(await screen.findByText('评论成功')).toBeInTheDocument();
    expect(calls('/process/tPCommonComment/add')[0]!.data).toEqual({
      instanceId: 'i1',
      taskId: 't1',
      message: '请补充病假条',
    });
    expect(screen.getByRole('textbox', { name: '审批意见' })).toHaveValue('');
  });

  it('a refused action (409: someone was first) reads the task again and shows it as it now is', async () => {
    answers['/process/activity/claim'] = () => {
      current = operate({ assignee: 'zhaoliu', canComplete: false, canReject: false, buttons: [] });
      return { status: 409, body: envelope(409, '任务已被他人认领，请刷新后再试') };
    };
    current = operate({
      assignee: null,
      canComplete: false,
      canClaim: true,
      buttons: [{ code: 'claim', name: '认领' }],
    });
    const user = userEvent.setup();
    renderWidgets(WIDGETS, [panel({ taskId: 't1' })]);
    expect(await screen.findByText('这是一个候选任务：认领后才能办理')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '认领' }));
    await waitFor(() => expect(calls('/process/activity/claim')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: /认领/ })).toBeNull());
    expect(calls('/process/task/getTaskOperate')).toHaveLength(2);
    expect(screen.queryByText('认领成功')).toBeNull();
  });

  it('read-only (已办任务): the form as text, no comment box, no buttons, under its own title', async () => {
    renderWidgets(
      WIDGETS,
      [panel({ taskId: 't1', readonly: true, title: '{{ $values.node }}' })],
      {},
      {
        value: { node: '部门经理审批（已办）' },
      },
    );
    const box = await screen.findByTestId('process-task-panel');
    expect(within(box).getByText('部门经理审批（已办）')).toBeInTheDocument();
    expect(await within(box).findByText('张三')).toBeInTheDocument();
    expect(within(box).queryByRole('textbox')).toBeNull();
    expect(within(box).queryByRole('button')).toBeNull();
  });

  it('asks nothing without a task id', async () => {
    renderWidgets(WIDGETS, [panel({ taskId: '{{ $row.id }}' })]);
    expect(await screen.findByText('请选择任务')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('its palette scaffold is a valid page item and its property panel a valid form design', () => {
    const { scaffold, panel: properties } = processTaskWidget.design!;
    expect(validate('PageItem', { ...scaffold, key: 'task_1' }).errors).toEqual([]);
    expect(validate('FormDesign', properties).errors).toEqual([]);
  });
});

describe('the node form rules', () => {
  const grid: FormDesign = {
    list: [
      {
        type: 'grid',
        key: 'grid_1',
        options: { gutter: 0, justify: 'start', align: 'top' },
        columns: [{ span: 12, list: [FORM.list[1]!, FORM.list[2]!] }],
      },
    ],
    config: {},
  };

  it('reach into grids, and leave the design as it was', () => {
    const shown = nodeForm(grid, { days: 'readonly', reason: 'hidden' });
    const column = (shown.list[0] as { columns: Array<{ list: Array<{ model: string; options: object }> }> })
      .columns[0]!;
    expect(column.list.map((w) => w.model)).toEqual(['days']);
    expect(column.list[0]!.options).toEqual({ disabled: true, required: false });
    expect(formModels(grid)).toEqual(['days', 'reason']);
    expect(FORM.list[1]!.options).toEqual({ required: true });
  });

  it("drop a read-only field's required rule too: the handler sees no star and is never asked to fill it", () => {
    const design: FormDesign = {
      list: [
        {
          type: 'number',
          name: '天数',
          key: 'number_days',
          model: 'days',
          options: { required: true },
          rules: [
            { required: true, message: '请填写请假天数' },
            { pattern: '^\\d+$', message: '请填写整数' },
          ],
        },
      ],
      config: {},
    };
    const [days] = nodeForm(design, { days: 'readonly' }).list as Array<{ rules: object[] }>;
    expect(days!.rules).toEqual([{ pattern: '^\\d+$', message: '请填写整数' }]);
    expect((design.list[0] as { rules: object[] }).rules).toHaveLength(2);
  });

  it('send only editable fields that the form holds', () => {
    expect(
      editableValues({ days: 9, reason: 'x', opinion: '好', other: 1 }, formModels(FORM), {
        days: 'readonly',
        reason: 'hidden',
      }),
    ).toEqual({ opinion: '好' });
  });

  it("offer a jump to the diagram's user tasks and end events", () => {
    const xml = `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL">
      <bpmn:process id="leave"><bpmn:startEvent id="s"/><bpmn:userTask id="hr" name="人事审批"/>
      <bpmn:userTask id="x"/><bpmn:endEvent id="end" name="结束"/></bpmn:process></bpmn:definitions>`;
    expect(jumpTargets(xml)).toEqual([
      { value: 'hr', label: '人事审批（hr）' },
      { value: 'x', label: 'x' },
      { value: 'end', label: '结束（结束）' },
    ]);
    expect(jumpTargets('<broken')).toEqual([]);
  });
});
