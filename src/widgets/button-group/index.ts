import type { ButtonGroupWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { pageNode } from '../shared/pageNode';
import { DgButtonGroup } from './DgButtonGroup';
import { buttonGroupDesign } from './design';

const ALIGN = new Set(['left', 'center', 'right']);

/**
 * button-group: several Actions (options.actions) in a row, options.align left (default), center or
 * right. Each button behaves as the button widget's: permission-removed, visible-expression-hidden,
 * crud-only kinds ignored with a warning.
 *
 * @example
 * { type: 'button-group', key: 'buttons_1', options: { align: 'right', actions: [{ label: '刷新', kind: 'reload' }] } }
 */
export const buttonGroupWidget = defineWidget<ButtonGroupWidget>({
  type: 'button-group',
  components: { DgButtonGroup },
  toSchema(widget) {
    const { actions, align } = widget.options;
    return pageNode('DgButtonGroup', {
      actions: actions ?? [],
      align: ALIGN.has(String(align)) ? align : 'left',
    });
  },
  design: buttonGroupDesign,
});
