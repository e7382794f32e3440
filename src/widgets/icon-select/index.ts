import type { IconSelectWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { controlStyle, fieldSchema } from '../shared/fieldSchema';
import { DgIconSelect } from './DgIconSelect';
import { iconSelectDesign } from './design';

/**
 * icon-select: pick an icon from a searchable grid of previews in a popover (Dougong's extension; the
 * menu form's 菜单图标, as JeecgBoot's icon chooser). The value is the icon's name, e.g. SettingOutlined;
 * the choices are the icons the side menu can draw. Options: width, placeholder, defaultValue,
 * clearable (on unless false), disabled, required, hidden, customClass.
 *
 * @example
 * { type: 'icon-select', name: '菜单图标', key: 'icon_select_1', model: 'icon', options: {} } // { icon: 'UserOutlined' }
 */
export const iconSelectWidget = defineWidget<IconSelectWidget>({
  type: 'icon-select',
  components: { DgIconSelect },
  toSchema(widget, ctx) {
    const { options } = widget;
    return {
      ...fieldSchema(widget, ctx, 'string'),
      'x-component': 'DgIconSelect',
      'x-component-props': {
        placeholder: options.placeholder || undefined,
        allowClear: options.clearable !== false,
        style: controlStyle(options.width),
      },
    };
  },
  design: iconSelectDesign,
});
