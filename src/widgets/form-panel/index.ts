import type { FormPanelWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { DgFormPanel } from './DgFormPanel';
import { formPanelDesign } from './design';

/** form-panel: one record in an embedded form, loaded by params and saved in place (department details). */
export const formPanelWidget = defineWidget<FormPanelWidget>({
  type: 'form-panel',
  components: { DgFormPanel },
  toSchema: (widget) => ({
    type: 'void',
    'x-component': 'DgFormPanel',
    'x-component-props': { options: widget.options },
  }),
  design: formPanelDesign,
});
