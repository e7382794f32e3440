import type { IconSelectWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { basicPanel, clearableField, placeholderField, requiredField, widthField } from '../shared/panel';

/** The icon-select widget in the designer: Dougong's extension, in the basic group. */
export const iconSelectDesign: WidgetDesign<IconSelectWidget> = {
  group: 'basic',
  label: '图标选择',
  icon: 'icon-select',
  scaffold: {
    type: 'icon-select',
    name: '图标',
    options: {
      width: '100%',
      placeholder: '点击选择图标',
      defaultValue: '',
      clearable: true,
      required: false,
      disabled: false,
    },
    rules: [],
  },
  panel: basicPanel([widthField(), placeholderField(), clearableField({ on: true }), requiredField()]),
};
