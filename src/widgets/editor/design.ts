import type { WidgetDesign } from '../../runtime';
import { textField } from '../shared/optionPanel';
import { basicPanel, requiredField, widthField } from '../shared/panel';

/** The editor widget in the designer (SPEC.md §3; defaults as form-making's componentsConfig). */
export const editorDesign: WidgetDesign = {
  group: 'advanced',
  label: '编辑器',
  icon: 'editor',
  scaffold: {
    type: 'editor',
    name: '编辑器',
    options: { defaultValue: '', width: '' },
    rules: [],
  },
  panel: basicPanel([widthField(), textField('高度', 'options.height', '如 300px'), requiredField()]),
};
