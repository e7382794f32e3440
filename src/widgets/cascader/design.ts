import type { CascaderWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { remoteFields } from '../shared/optionPanel';
import {
  basicPanel,
  clearableField,
  panelField,
  placeholderField,
  requiredField,
  widthField,
} from '../shared/panel';

/** The cascader widget in the designer (SPEC.md §3; defaults as form-making's componentsConfig). */
export const cascaderDesign: WidgetDesign<CascaderWidget> = {
  group: 'advanced',
  label: '级联选择器',
  icon: 'cascader',
  scaffold: {
    type: 'cascader',
    name: '级联选择器',
    options: {
      defaultValue: [],
      width: '',
      placeholder: '',
      disabled: false,
      clearable: false,
      remote: true,
      remoteOptions: [],
      props: { value: 'value', label: 'label', children: 'children' },
      remoteFunc: '',
    },
    rules: [],
  },
  panel: basicPanel([
    widthField(),
    placeholderField(),
    // The cascader itself over the options it will have (saved or from the host's 远端方法): a path.
    panelField('blank', '默认值', 'options.defaultValue'),
    clearableField(),
    ...remoteFields({ children: true }),
    requiredField(),
  ]),
};
