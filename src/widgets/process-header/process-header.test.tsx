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
  server = mockHttp((request) =>
    request.url === '/sys/dict/getDictItems/process_status'
      ? {
          status: 200,
          body: envelope(
            200,
            '',
            dictOptions([
              ['running', '运行中'],
              ['suspended', '已挂起'],
            ]),
          ),
        }
      : undefined,
  );
});
afterEach(() => server.restore());

function drawFor(row: Record<string, unknown>) {
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
