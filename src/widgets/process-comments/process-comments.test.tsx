import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validate } from '../../../schemas';
import { envelope, mockHttp } from '../../test/httpMock';
import { renderWidgets } from '../../test/renderWidgets';
import { processCommentsWidget } from '.';

const COMMENTS = [
  {
    id: 'c1',
    taskId: 't1',
    nodeId: 'manager',
    nodeName: '部门经理审批',
    username: 'lisi',
    realname: '李四',
    message: '同意，注意交接',
    createTime: '2026-11-24T08:00:00.000Z',
  },
  {
    id: 'c2',
    taskId: 't2',
    nodeId: 'hr',
    nodeName: '人事审批',
    username: 'wangwu',
    realname: null,
    message: '请补充病假条',
    createTime: '2026-11-24T09:30:00.000Z',
  },
];

const STEPS = [
  ['h1', 'start', '开始', 'enter', null, 'zhangsan'],
  ['h2', 'start', '开始', 'leave', null, null],
  ['h3', 'manager', '部门经理审批', 'enter', null, null],
  ['h4', 'manager', '部门经理审批', 'approve', '同意，注意交接', 'lisi'],
  ['h5', 'hr', '人事审批', 'reject', '请补充病假条', 'wangwu'],
].map(([id, nodeId, nodeName, action, comment, username], i) => ({
  id,
  nodeId,
  nodeName,
  action,
  taskId: null,
  username,
  comment,
  createTime: `2026-11-24T0${i}:00:00.000Z`,
}));

let server: ReturnType<typeof mockHttp>;
beforeEach(() => {
  server = mockHttp((request) => {
    if (request.url === '/process/tPCommonComment/queryCommentsItemsList')
      return { status: 200, body: envelope(200, '', COMMENTS) };
    if (request.url === '/process/processInstance/getHisNodes')
      return { status: 200, body: envelope(200, '', STEPS) };
    return undefined;
  });
});
afterEach(() => server.restore());

describe('process-comments: the comments timeline and history (issue 17 instance detail)', () => {
  it('shows who (by name), at which node, when and what, oldest first', async () => {
    renderWidgets(
      [processCommentsWidget],
      [{ type: 'process-comments', key: 'comments_1', options: { instanceId: 'i1' } }],
    );
    const timeline = await screen.findByTestId('process-comments-timeline');
    const lines = [...timeline.querySelectorAll('.dg-process-comment')].map((line) => line.textContent);
    expect(lines[0]).toMatch(/^李四（部门经理审批）2026-11-24 \d\d:00:00同意，注意交接$/);
    expect(lines[1]).toMatch(/^wangwu（人事审批）2026-11-24 \d\d:30:00请补充病假条$/);
    expect(screen.getByRole('tab', { name: '审批意见（2）' })).toBeInTheDocument();
    expect(server.requests[0]!.uri).toBe('/platform/process/tPCommonComment/queryCommentsItemsList?id=i1');
  });

  it('lists the history in words, leaving out the engine’s own 离开 steps', async () => {
    const user = userEvent.setup();
    renderWidgets(
      [processCommentsWidget],
      [{ type: 'process-comments', key: 'comments_1', options: { instanceId: 'i1' } }],
    );
    await screen.findByTestId('process-comments-timeline');
    await user.click(screen.getByRole('tab', { name: '流转记录' }));
    const history = await screen.findByTestId('process-history-timeline');
    const steps = [...within(history).getAllByText(/到达|同意|驳回|离开/)].map((s) => s.textContent);
    expect(steps).toEqual(['到达', '到达', '同意', '同意，注意交接', '驳回']);
  });

  it('asks nothing until it knows the instance, and can leave the history out', async () => {
    renderWidgets(
      [processCommentsWidget],
      [
        { type: 'process-comments', key: 'c_1', options: { instanceId: '{{ $row.instanceId }}' } },
        {
          type: 'process-comments',
          key: 'c_2',
          options: { instanceId: 'i1', history: false, title: '评论' },
        },
      ],
    );
    expect(await screen.findByText('请选择流程实例')).toBeInTheDocument();
    await screen.findByTestId('process-comments-timeline');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(server.requests.map((r) => r.url)).toEqual(['/process/tPCommonComment/queryCommentsItemsList']);
  });

  it('its palette scaffold is a valid page item and its property panel a valid form design', () => {
    const { scaffold, panel } = processCommentsWidget.design!;
    expect(validate('PageItem', { ...scaffold, key: 'comments_1' }).errors).toEqual([]);
    expect(validate('FormDesign', panel).errors).toEqual([]);
  });
});
