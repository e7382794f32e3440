import type { ProcessStartWidget } from '../../../schemas/generated/page';
import { defineWidget } from '../../runtime';
import { pageNode } from '../shared/pageNode';
import { DgProcessStart } from './DgProcessStart';
import { processStartDesign } from './design';

/**
 * process-start: the 发起流程 button — choose a process, fill its start form, start it
 * (startUserDefinedProcess with the form's data as variables).
 *
 * @example
 * { type: 'process-start', key: 'start_1', options: {} }
 */
export const processStartWidget = defineWidget<ProcessStartWidget>({
  type: 'process-start',
  components: { DgProcessStart },
  toSchema: (widget) => pageNode('DgProcessStart', { options: widget.options }),
  design: processStartDesign,
});
