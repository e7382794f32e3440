import type { EditorWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { textField } from '../shared/optionPanel';
import { basicPanel, panelField, requiredField, widthField } from '../shared/panel';

/** The editor widget in the designer (SPEC.md §3; defaults as form-making's componentsConfig). */
export const editorDesign: WidgetDesign<EditorWidget> = {
  group: 'advanced',
  label: '编辑器',
  icon: 'editor',
  scaffold: {
    type: 'editor',
    name: '编辑器',
    options: { defaultValue: '', width: '' },
    rules: [],
  },
  panel: basicPanel([
    widthField(),
    textField('高度', 'options.height', '如 300px'),
    panelField('textarea', '默认值', 'options.defaultValue', {
      placeholder: '默认内容（HTML），如 <p>请填写</p>',
    }),
    requiredField(),
  ]),
};
