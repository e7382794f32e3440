import type { BpmnWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { textField } from '../shared/optionPanel';
import { panelField } from '../shared/panel';

/** The bpmn widget in the designer: a modeler for a new process; mode, ids and height in the panel. */
export const bpmnDesign: WidgetDesign<BpmnWidget> = {
  group: 'page',
  label: '流程图',
  icon: 'partition',
  scaffold: { type: 'bpmn', name: '流程图', options: { mode: 'modeler' } },
  panel: {
    list: [
      panelField('radio', '模式', 'options.mode', {
        options: [
          { value: 'modeler', label: '流程设计' },
          { value: 'viewer', label: '实例流程图' },
        ],
        showLabel: true,
      }),
      textField('流程设计 id', 'options.processId', '{{ $row.id }}，为空时新建'),
      textField('流程实例 id', 'options.instanceId', '{{ $row.instanceId }}'),
      panelField('number', '高度（px）', 'options.height', { min: 200, max: 2000, step: 10 }),
    ],
    config: { ui: 'Ant Design', size: 'small', labelPosition: 'top', layout: 'vertical' },
  },
};
