import type { BpmnWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { pageNode } from '../shared/pageNode';
import { DgBpmn } from './DgBpmn';
import { bpmnDesign } from './design';

/**
 * bpmn: the process modeler (mode 'modeler', the design of options.processId or a new one) or an
 * instance's diagram (mode 'viewer', options.instanceId), bpmn-js loaded on first use. A void node.
 *
 * @example
 * { type: 'bpmn', key: 'bpmn_1', options: { mode: 'modeler', processId: '{{ $row.id }}' } }
 */
export const bpmnWidget = defineWidget<BpmnWidget>({
  type: 'bpmn',
  components: { DgBpmn },
  toSchema: (widget) => pageNode('DgBpmn', { options: widget.options }),
  design: bpmnDesign,
});
