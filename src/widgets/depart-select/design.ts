import type { DepartSelectWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { basicPanel, panelField, placeholderField, requiredField, widthField } from '../shared/panel';

/** The depart-select widget in the designer: Dougong's extension (JeecgBoot's 部门选择), in the advanced group. */
export const departSelectDesign: WidgetDesign<DepartSelectWidget> = {
  group: 'advanced',
  label: '选择部门',
  icon: 'depart-select',
  scaffold: {
    type: 'depart-select',
    name: '部门',
    options: {
      width: '100%',
      placeholder: '请选择部门',
      defaultValue: '',
      multiple: false,
      store: 'id',
      required: false,
      disabled: false,
    },
    rules: [],
  },
  panel: basicPanel([
    widthField(),
    placeholderField(),
    panelField('switch', '多选', 'options.multiple'),
    panelField('radio', '存储值', 'options.store', {
      inline: true,
      showLabel: true,
      defaultValue: 'id',
      options: [
        { value: 'id', label: '部门ID' },
        { value: 'orgCode', label: '机构编码' },
      ],
    }),
    panelField('input', '默认值', 'options.defaultValue', { placeholder: '部门ID，多个用逗号隔开' }),
    requiredField(),
  ]),
};
