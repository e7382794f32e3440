import type { IconSelectWidget } from '../../../schemas';
import { comment, h } from '../../designer/codegen/markup';
import { schema } from '../../designer/codegen/model';
import { clearAttr, text, vModel, widthOf } from '../../designer/codegen/options';
import type { WidgetCodegen } from '../../designer/codegen/types';

/**
 * icon-select → el-input / a-input holding the icon's name, with a comment where an icon picker goes:
 * neither library ships one, and which icon set the generated app draws is the developer's call. The
 * value is the name, as in the renderer (SettingOutlined).
 *
 * @example
 * // <!-- 图标选择：… --> <el-input v-model="model.icon" placeholder="点击选择图标" clearable />
 */
export const iconSelectCodegen: WidgetCodegen<IconSelectWidget> = {
  type: 'icon-select',
  field(widget) {
    return { schema: schema.string(), initial: widget.options.defaultValue ?? '' };
  },
  render(widget, ctx) {
    const options = widget.options;
    const note = comment(
      '图标选择：这里先用输入框填写图标名（如 SettingOutlined，@ant-design/icons 的名字）；需要点选时换成图标选择组件，绑定同一个字段',
    );
    const control = h(ctx.ui === 'element' ? 'el-input' : 'a-input', {
      [vModel(ctx)]: ctx.model(widget),
      placeholder: text(options.placeholder) ?? '图标名，如 SettingOutlined',
      ...clearAttr(ctx, options.clearable !== false),
      disabled: options.disabled === true,
      style: widthOf(options) && `width: ${widthOf(options)}`,
    });
    return [ctx.formItem(widget, [note, control])];
  },
};
