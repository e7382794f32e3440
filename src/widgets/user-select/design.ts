import type { UserSelectWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { basicPanel, panelField, placeholderField, requiredField, widthField } from '../shared/panel';

/** The user-select widget in the designer: Dougong's extension (JeecgBoot's 用户选择), in the advanced group. */
export const userSelectDesign: WidgetDesign<UserSelectWidget> = {
  group: 'advanced',
  label: '选择用户',
  icon: 'user-select',
  scaffold: {
    type: 'user-select',
    name: '用户',
    options: {
      width: '100%',
      placeholder: '请选择用户',
      defaultValue: '',
      multiple: false,
      store: 'username',
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
      defaultValue: 'username',
      options: [
        { value: 'username', label: '账号' },
        { value: 'id', label: '用户ID' },
      ],
    }),
    panelField('input', '默认值', 'options.defaultValue', { placeholder: '账号，多个用逗号隔开' }),
    requiredField(),
  ]),
};
