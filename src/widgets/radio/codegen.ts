import type { RadioWidget } from '../../../schemas';
import { h, raw } from '../../designer/codegen/markup';
import { style, vModel, widthOf } from '../../designer/codegen/options';
import type { WidgetCodegen } from '../../designer/codegen/types';
import { choiceListOf, choiceValueSchemaOf } from '../shared/choiceCodegen';

/** Options one under another, as the original designer draws a group that is not inline. */
const COLUMN = { display: 'flex', 'flex-direction': 'column', 'align-items': 'flex-start' };

/**
 * radio → el-radio-group / a-radio-group over an option list declared in the script (static options,
 * showing their label only with showLabel as form-making does; or a remote list with a loading stub).
 * The value is the chosen option's value; '' selects nothing.
 *
 * @example
 * // <el-radio-group v-model="model.sex">
 * //   <el-radio v-for="item in sexOptions" :key="item.value" :value="item.value">{{ item.label }}</el-radio>
 * // </el-radio-group>
 */
export const radioCodegen: WidgetCodegen<RadioWidget> = {
  type: 'radio',
  field(widget) {
    const options = widget.options;
    const initial = options.defaultValue ?? '';
    return { schema: choiceValueSchemaOf(options, [initial]), initial };
  },
  render(widget, ctx) {
    const options = widget.options;
    const choices = choiceListOf(ctx, widget.name, widget.model, options);
    const prefix = ctx.ui === 'element' ? 'el' : 'a';
    const group = h(
      `${prefix}-radio-group`,
      {
        [vModel(ctx)]: ctx.model(widget),
        disabled: options.disabled === true,
        style: style({ width: widthOf(options), ...(options.inline === true ? {} : COLUMN) }),
      },
      [
        h(
          `${prefix}-radio`,
          { 'v-for': `item in ${choices.list}`, ':key': choices.value, ':value': choices.value },
          [raw(`{{ ${choices.label} }}`)],
        ),
      ],
    );
    return [ctx.formItem(widget, group)];
  },
};
