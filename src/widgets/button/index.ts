import type { ButtonWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { pageNode } from '../shared/pageNode';
import { DgButton } from './DgButton';
import { buttonDesign } from './design';

/**
 * button: one Action (options.action). request, dialog, navigate (in-app paths only), reload and
 * download run through the runtime's action runner over the page state; crud-only kinds are ignored
 * with a console warning. Removed without action.permission (SPEC.md §6); hidden while action.visible
 * is false. A void node: its expressions are resolved by the button, not by Formily.
 *
 * @example
 * { type: 'button', key: 'button_1', options: { action: { label: '同步', kind: 'request', api: '/ywcj/tZszhYwcjReptile/synReptile', permission: 'reptile:sync' } } }
 */
export const buttonWidget = defineWidget<ButtonWidget>({
  type: 'button',
  components: { DgButton },
  toSchema(widget) {
    return pageNode('DgButton', { action: widget.options.action });
  },
  design: buttonDesign,
});
