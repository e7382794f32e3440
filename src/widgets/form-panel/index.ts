import type { FormPanelOptions } from '../../../schemas/generated/page';
import type { WidgetDefinition } from '../../runtime';
import { DgFormPanel } from './DgFormPanel';
import { formPanelDesign } from './design';

/** form-panel: one record in an embedded form, loaded by params and saved in place (department details). */
export const formPanelWidget: WidgetDefinition = {
  type: 'form-panel',
  components: { DgFormPanel },
  toSchema: (widget) => ({
    type: 'void',
    'x-component': 'DgFormPanel',
    'x-component-props': { options: widget.options as unknown as FormPanelOptions },
  }),
  design: formPanelDesign,
};
