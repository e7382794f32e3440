import type { CheckboxWidget } from '../../../schemas';
import { h, raw } from '../../designer/codegen/markup';
import { schema } from '../../designer/codegen/model';
import { style, vModel, widthOf } from '../../designer/codegen/options';
import type { WidgetCodegen } from '../../designer/codegen/types';
import { choiceListOf, choiceValueSchemaOf } from '../shared/choiceCodegen';

/** Options one under another, as the original designer draws a group that is not inline. */
const COLUMN = { display: 'flex', 'flex-direction': 'column', 'align-items': 'flex-start' };

/**
 * checkbox → el-checkbox-group / a-checkbox-group over an option list declared in the script (see
 * radio). The value is the list of checked values; nothing checked is [].
 *
 * @example
 * // <el-checkbox-group v-model="model.notifyBy">
 * //   <el-checkbox v-for="item in notifyByOptions" :key="item.value" :value="item.value">{{ item.label }}</el-checkbox>
 * // </el-checkbox-group>
 */
export const checkboxCodegen: WidgetCodegen<CheckboxWidget> = {
  type: 'checkbox',
  field(widget) {
    const options = widget.options;
    const initial = Array.isArray(options.defaultValue) ? options.defaultValue : [];
    return { schema: schema.arrayOf(choiceValueSchemaOf(options, initial)), initial };
  },
  render(widget, ctx) {
    const options = widget.options;
    const choices = choiceListOf(ctx, widget.name, widget.model, options);
    const prefix = ctx.ui === 'element' ? 'el' : 'a';
    const group = h(
      `${prefix}-checkbox-group`,
      {
        [vModel(ctx)]: ctx.model(widget),
        disabled: options.disabled === true,
        style: style({ width: widthOf(options), ...(options.inline === true ? {} : COLUMN) }),
      },
      [
        h(
          `${prefix}-checkbox`,
          { 'v-for': `item in ${choices.list}`, ':key': choices.value, ':value': choices.value },
          [raw(`{{ ${choices.label} }}`)],
        ),
      ],
    );
    return [ctx.formItem(widget, group)];
  },
};
