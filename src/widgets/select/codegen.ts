import type { SelectOptions, SelectWidget } from '../../../schemas';
import { h, raw } from '../../designer/codegen/markup';
import { schema } from '../../designer/codegen/model';
import { clearAttr, text, vModel, widthOf } from '../../designer/codegen/options';
import type { WidgetCodegen } from '../../designer/codegen/types';
import { choiceListOf, choiceValueSchemaOf } from '../shared/choiceCodegen';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The default in the shape the mode needs (SPEC.md §4), as the renderer's selectValue settles it. */
function initialOf(options: SelectOptions): unknown {
  const value = options.defaultValue;
  if (options.multiple === true) {
    if (Array.isArray(value)) return value.filter((item) => !isEmpty(item));
    return isEmpty(value) ? [] : [value];
  }
  const single = Array.isArray(value) ? value[0] : value;
  return isEmpty(single) ? null : single;
}

/**
 * select → el-select with el-option / a-select with a-select-option, over an option list declared in
 * the script (see radio); multiple (mode="multiple"), filterable (show-search, matching labels),
 * clearable. The value is the chosen value, null when none (Element's clear is told to give null too);
 * a list with multiple. Not carried: props.children (the renderer's tree select for remote trees).
 *
 * @example
 * // <el-select v-model="model.city" filterable>
 * //   <el-option v-for="item in cityOptions" :key="item.value" :label="item.label" :value="item.value" />
 * // </el-select>
 */
export const selectCodegen: WidgetCodegen<SelectWidget> = {
  type: 'select',
  field(widget) {
    const options = widget.options;
    const initial = initialOf(options);
    const value = choiceValueSchemaOf(
      options,
      Array.isArray(initial) ? initial : [initial].filter((v) => v !== null),
    );
    return {
      schema: options.multiple === true ? schema.arrayOf(value) : schema.nullable(value),
      initial,
    };
  },
  render(widget, ctx) {
    const options = widget.options;
    const choices = choiceListOf(ctx, widget.name, widget.model, options);
    const multiple = options.multiple === true;
    const filterable = options.filterable === true;
    const element = ctx.ui === 'element';
    const item = { 'v-for': `item in ${choices.list}`, ':key': choices.value };
    const control = element
      ? h(
          'el-select',
          {
            'v-model': ctx.model(widget),
            multiple,
            filterable,
            ...clearAttr(ctx, options.clearable),
            ':value-on-clear': !multiple && options.clearable === true ? 'null' : undefined,
            placeholder: text(options.placeholder),
            disabled: options.disabled === true,
            style: widthOf(options) && `width: ${widthOf(options)}`,
          },
          [h('el-option', { ...item, ':label': choices.label, ':value': choices.value })],
        )
      : h(
          'a-select',
          {
            [vModel(ctx)]: ctx.model(widget),
            mode: multiple ? 'multiple' : undefined,
            'show-search': filterable,
            'option-filter-prop': filterable ? 'label' : undefined,
            ...clearAttr(ctx, options.clearable),
            placeholder: text(options.placeholder),
            disabled: options.disabled === true,
            style: widthOf(options) && `width: ${widthOf(options)}`,
          },
          [
            h('a-select-option', { ...item, ':value': choices.value, ':label': choices.label }, [
              raw(`{{ ${choices.label} }}`),
            ]),
          ],
        );
    return [ctx.formItem(widget, control)];
  },
};
