import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validate } from '../../../schemas';
import { createRegistry, GenerateForm, RuntimeProvider, ScopeProvider } from '../../runtime';
import { dictOptions } from '../../test/fixtures/records';
import { envelope, mockHttp } from '../../test/httpMock';
import { TestHost } from '../../test/testHost';
import { processHeaderWidget } from '.';

let server: ReturnType<typeof mockHttp>;
beforeEach(() => {
  server = mockHttp((request) => {
    if (request.url === '/process/processInstance/diagram')
      return {
        status: 200,
        body: envelope(200, '', {
          instanceId: 'i1',
          processKey: 'leave',
          processName: '请假审批',
          version: 1,
          status: 'completed',
          bpmnXml: '<bpmn:definitions/>',
          nodes: [],
        }),
      };
    if (request.url === '/sys/dict/getDictItems/process_status')
      return {
        status: 200,
        body: envelope(
          200,
          '',
          dictOptions([
            ['running', '运行中'],
            ['suspended', '已挂起'],
            ['completed', '已结束'],
          ]),
        ),
      };
    return undefined;
  });
});
afterEach(() => server.restore());

function drawFor(row: Record<string, unknown>, instanceId?: string) {
  render(
    <TestHost>
      <RuntimeProvider registry={createRegistry([processHeaderWidget])}>
        <ScopeProvider value={{ $row: row }}>
          <GenerateForm
            data={{
              list: [
                {
                  type: 'process-header',
                  key: 'head_1',
                  options: {
                    processName: '{{ $row.processName }}',
                    nodeName: '{{ $row.nodeName }}',
                    initiator: '{{ $row.initiator }}',
                    status: '{{ $row.status }}',
                    ...(instanceId ? { instanceId } : {}),
                  },
                },
              ],
            }}
          />
        </ScopeProvider>
      </RuntimeProvider>
    </TestHost>,
  );
}

describe('process-header: the head of an instance detail', () => {
  it("shows the row's process, node, initiator and status as a coloured tag", async () => {
    drawFor({
      processName: '请假审批',
      nodeName: '部门经理审批',
      initiator: 'zhangsan',
      status: 'suspended',
    });
    const head = screen.getByTestId('process-header');
    expect(head).toHaveTextContent('流程请假审批');
    expect(head).toHaveTextContent('当前节点部门经理审批');
    expect(head).toHaveTextContent('发起人zhangsan');
    expect(await screen.findByText('已挂起')).toHaveClass('ant-tag-warning');
  });

  it('asks nothing more without an instance id', async () => {
    drawFor({ processName: '请假审批', nodeName: '人事审批', status: 'running' }, '{{ $row.instanceId }}');
    expect(await screen.findByText('运行中')).toBeInTheDocument();
    expect(server.requests.some((r) => r.url === '/process/processInstance/diagram')).toBe(false);
  });

  it('reads the live status by the instance id', async () => {
    drawFor(
      { processName: '请假审批', nodeName: '人事审批', status: 'running', instanceId: 'i1' },
      '{{ $row.instanceId }}',
    );
    expect(await screen.findByText('已结束')).toHaveClass('ant-tag-success');
    expect(screen.getByTestId('process-header')).not.toHaveTextContent('当前节点');
  });

  it('leaves out what the row does not have', () => {
    drawFor({ processName: '请假审批' });
    const head = screen.getByTestId('process-header');
    expect(head).toHaveTextContent('流程请假审批');
    expect(head).not.toHaveTextContent('当前节点');
    expect(head).not.toHaveTextContent('状态');
  });

  it('its palette scaffold is a valid page item and its property panel a valid form design', () => {
    const { scaffold, panel } = processHeaderWidget.design!;
    expect(validate('PageItem', { ...scaffold, key: 'head_1' }).errors).toEqual([]);
    expect(validate('FormDesign', panel).errors).toEqual([]);
  });
});
