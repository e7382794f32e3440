import type { BlankWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { basicPanel, panelField, requiredField } from '../shared/panel';

/** The defaultType choices of SPEC.md §9, with what an admin reads. */
const DEFAULT_TYPES = [
  { value: 'String', label: '字符串' },
  { value: 'Object', label: '对象' },
  { value: 'Array', label: '数组' },
];

/** The blank widget in the designer (SPEC.md §3; defaults as form-making's componentsConfig). */
export const blankDesign: WidgetDesign<BlankWidget> = {
  group: 'advanced',
  label: '自定义区域',
  icon: 'blank',
  scaffold: {
    type: 'blank',
    name: '自定义区域',
    options: { defaultType: 'String' },
    rules: [],
  },
  panel: basicPanel(
    [
      panelField('select', '绑定数据类型', 'options.defaultType', {
        options: DEFAULT_TYPES,
        showLabel: true,
      }),
      requiredField(),
    ],
    { disable: false },
  ),
};
