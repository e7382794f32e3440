import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeErrors, validate } from '../../../schemas';
import { departNode } from '../../test/fixtures/records';
import { envelope, mockHttp } from '../../test/httpMock';
import { renderWidgets } from '../../test/renderWidgets';
import { TestHost } from '../../test/testHost';
import { RuntimeProvider } from '../../runtime';
import { widgetRegistry } from '..';
import { bpmnWidget } from '.';
import { bo, fakeDiagram } from './bpmn.testing';
import { writePanel, type DiagramElement } from './diagram';
import { ElementPanel, PANELS } from './ElementPanel';
import { designFields } from './FieldRules';
import { readPanel } from './mapping';

describe('bpmn: the panels are design JSON drawn by the runtime', () => {
  it.each(Object.entries(PANELS))('the %s panel is a valid page design', (_kind, design) => {
    const check = validate('PageDesign', design);
    expect(check.ok ? '' : describeErrors(check.errors)).toBe('');
  });

  it('reads the fields of a node form, nested grids included', () => {
    expect(
      designFields({
        list: [
          { type: 'input', name: '请假人', model: 'applicant' },
          { type: 'grid', columns: [{ list: [{ type: 'number', name: '天数', model: 'days' }] }] },
          { type: 'text', name: '说明', model: 'note', options: { dataBind: false } },
        ],
      }),
    ).toEqual([
      { model: 'applicant', name: '请假人' },
      { model: 'days', name: '天数' },
    ]);
  });
});

const LEAVE_FORM = {
  list: [
    { type: 'input', name: '请假人', key: 'i1', model: 'applicant', options: {} },
    { type: 'number', name: '天数', key: 'n1', model: 'days', options: {} },
    { type: 'textarea', name: '事由', key: 't1', model: 'reason', options: {} },
  ],
  config: {},
};

describe('bpmn: the user task panel writes the element as the user types', () => {
  let server: ReturnType<typeof mockHttp>;
  beforeEach(() => {
    server = mockHttp((request) => {
      const path = new URL(request.uri, 'http://x').pathname;
      if (path === '/platform/cgform/cgformDesign/queryById')
        return {
          status: 200,
          body: envelope(200, '', {
            id: 'f1',
            kind: 'form',
            name: '请假申请表',
            title: '请假申请表',
            version: 1,
            jsonStr: JSON.stringify(LEAVE_FORM),
            updateBy: 'admin',
            updateTime: '2026-11-24T08:00:00.000Z',
          }),
        };
      if (path === '/platform/sys/sysDepart/queryTreeList')
        return {
          status: 200,
          body: envelope(200, '', [
            departNode({ id: 'd1', departName: '北京公司' }, [
              departNode({ id: 'd2', departName: '研发部' }),
            ]),
          ]),
        };
      // The panel's selects ask for their options; empty lists are enough for typing a name.
      if (path === '/platform/sys/role/queryall') return { status: 200, body: envelope(200, '', []) };
      return {
        status: 200,
        body: envelope(200, '', { records: [], total: 0, size: 100, current: 1, pages: 0 }),
      };
    });
  });
  afterEach(() => server.restore());

  /** The user task panel drawn for a task with these attributes, writing through a fake diagram. */
  const renderUserTask = (id: string, attributes: Record<string, unknown>) => {
    const task: DiagramElement = {
      id,
      type: 'bpmn:UserTask',
      businessObject: bo('bpmn:UserTask', attributes),
    };
    const { diagram, commands } = fakeDiagram(task);
    render(
      <TestHost>
        <RuntimeProvider registry={widgetRegistry}>
          <ElementPanel
            kind="userTask"
            initial={readPanel('userTask', task.businessObject)}
            onChange={(values) => writePanel(diagram, task, 'userTask', values)}
          />
        </RuntimeProvider>
      </TestHost>,
    );
    return { task, commands };
  };

  it('typing fast loses no keystroke, and each change is one updateProperties of what changed', async () => {
    const { task, commands } = renderUserTask('Task_1', { name: '审批' });
    const name = await screen.findByPlaceholderText('如 部门经理审批');
    await userEvent.type(name, '人事审批', { delay: null });
    expect(task.businessObject.name).toBe('审批人事审批');
    expect(commands.every((command) => Object.keys(command).join() === 'name')).toBe(true);
    expect(commands).toHaveLength(4);

    await userEvent.click(screen.getByLabelText('驳回'));
    await waitFor(() => expect(task.businessObject.get('dougong:buttons')).toBe('reject'));
    expect(screen.getByText('用户任务')).toBeInTheDocument();
  });

  it("字段权限 lists the node form's fields; choosing 只读 writes dougong:fieldRules", async () => {
    const { task } = renderUserTask('Task_2', { name: '经理审批', 'dougong:formId': 'f1' });
    const days = await waitFor(() => {
      const row = document.querySelector<HTMLElement>('.dg-bpmn-field-rule[data-field="days"]');
      expect(row).not.toBeNull();
      return row!;
    });
    expect(days).toHaveTextContent('天数');
    expect(document.querySelectorAll('.dg-bpmn-field-rule')).toHaveLength(3);
    await userEvent.click(within(days).getByText('只读'));
    await waitFor(() => expect(task.businessObject.get('dougong:fieldRules')).toBe('{"days":"readonly"}'));
  });

  it('候选部门 offers the whole department tree and writes the chosen ids', async () => {
    const { task } = renderUserTask('Task_3', { name: '审批' });
    const picker = await waitFor(() => {
      const box = document.querySelector<HTMLElement>('.dg-bpmn-departs .ant-select-selector');
      expect(box).not.toBeNull();
      return box!;
    });
    await userEvent.click(picker);
    await userEvent.click(await screen.findByTitle('研发部'));
    await waitFor(() => expect(task.businessObject.get('dougong:candidateDeparts')).toBe('d2'));
  });
});

describe('bpmn: the page widget', () => {
  it('resolves its ids over the page scope and loads the viewer lazily; no instance, no request', async () => {
    const server = mockHttp(() => undefined);
    try {
      renderWidgets(
        [bpmnWidget],
        [{ type: 'bpmn', key: 'bpmn_1', options: { mode: 'viewer', instanceId: '{{ $values.instance }}' } }],
      );
      expect(await screen.findByText('没有流程实例')).toBeInTheDocument();
      expect(server.requests).toEqual([]);
    } finally {
      server.restore();
    }
  });
});
