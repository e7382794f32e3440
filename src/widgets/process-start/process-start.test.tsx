import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validate } from '../../../schemas';
import { envelope, mockHttp } from '../../test/httpMock';
import { renderWidgets } from '../../test/renderWidgets';
import { inputWidget } from '../input';
import { numberWidget } from '../number';
import { processStartWidget } from '.';

const STARTABLE = [
  {
    processKey: 'leave',
    name: '请假审批',
    version: 2,
    definitionId: 'd2',
    formId: 'leave-form',
    form: {
      list: [
        { type: 'input', name: '请假人', key: 'input_1', model: 'applicant', options: { required: true } },
        { type: 'number', name: '天数', key: 'number_1', model: 'days', options: {} },
      ],
      config: { ui: 'Ant Design' },
    },
  },
  { processKey: 'notice', name: '通知传阅', version: 1, definitionId: 'd9', formId: null, form: null },
];

let server: ReturnType<typeof mockHttp>;
beforeEach(() => {
  server = mockHttp((request) => {
    if (request.url === '/process/tPProcess/startableList')
      return { status: 200, body: envelope(200, '', STARTABLE) };
    if (request.url === '/process/tPProcess/startUserDefinedProcess')
      return {
        status: 200,
        body: envelope(200, '流程已发起', {
          instanceId: 'i1',
          status: 'running',
          revision: 1,
          openTasks: [{ id: 't1', nodeId: 'manager', nodeName: '部门经理审批', assignee: 'lisi' }],
        }),
      };
    return undefined;
  });
});
afterEach(() => server.restore());

const start = () =>
  renderWidgets(
    [processStartWidget, inputWidget, numberWidget],
    [{ type: 'process-start', key: 'start_1', options: {} }],
  );

describe('process-start: 发起流程', () => {
  it("chooses a process, fills its start form and starts it with the form's data as variables", async () => {
    const user = userEvent.setup();
    start();
    await user.click(screen.getByRole('button', { name: /发起流程/ }));
    const dialog = await screen.findByRole('dialog', { name: '发起流程' });
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(
      await within(dialog).findByText('请选择要发起的流程', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: '流程' }));
    await user.click(await screen.findByText('请假审批（v2）'));
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('请假人必须填写')).toBeInTheDocument();
    const starts = () =>
      server.requests.filter((r) => r.url === '/process/tPProcess/startUserDefinedProcess');
    expect(starts()).toHaveLength(0);

    await user.type(within(dialog).getAllByRole('textbox')[0]!, '张三');
    await user.type(within(dialog).getByRole('spinbutton'), '5');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('流程已发起')).toBeInTheDocument();
    const url = new URL(starts()[0]!.uri, 'http://x');
    expect(url.searchParams.get('processKey')).toBe('leave');
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({ applicant: '张三', days: 5 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts a process without a start form at once', async () => {
    const user = userEvent.setup();
    start();
    await user.click(screen.getByRole('button', { name: /发起流程/ }));
    const dialog = await screen.findByRole('dialog', { name: '发起流程' });
    await user.click(within(dialog).getByRole('combobox', { name: '流程' }));
    await user.click(await screen.findByText('通知传阅（v1）'));
    expect(within(dialog).getByText('这个流程没有开始表单，提交即可发起。')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('流程已发起')).toBeInTheDocument();
  });

  it('its palette scaffold is a valid page item and its property panel a valid form design', () => {
    const { scaffold, panel } = processStartWidget.design!;
    expect(validate('PageItem', { ...scaffold, key: 'start_1' }).errors).toEqual([]);
    expect(validate('FormDesign', panel).errors).toEqual([]);
  });
});
