import type { SelectWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { dictCodeOf } from '../shared/choiceSource';
import { controlStyle, fieldSchema } from '../shared/fieldSchema';
import { DgSelect } from './DgSelect';
import { selectDesign } from './design';
import { selectValue } from './selectValue';

/** The default in the shape the mode needs (SPEC.md §4); a single select keeps form-making's ''. */
function guardedDefault(value: unknown, multiple: boolean): unknown {
  if (multiple) return selectValue(value, true);
  return Array.isArray(value) ? (selectValue(value, false) ?? '') : value;
}

/**
 * select: a drop-down (SPEC.md §3). Options: options [{value, label}] with showLabel, multiple (the
 * value is then a list), filterable, clearable, placeholder, disabled, width, required; remote,
 * remoteFunc, remoteOptions and props {value, label} for options supplied by the host (§7);
 * optionSource 'dict' with dictCode for the items of a dictionary (text shown, value stored).
 *
 * @example
 * { type: 'select', name: '城市', key: 'select_1', model: 'city', options: { multiple: true, options: [{ value: 'hz', label: '杭州' }], showLabel: true } }
 */
export const selectWidget = defineWidget<SelectWidget>({
  type: 'select',
  components: { DgSelect },
  toSchema(widget, ctx) {
    const { options } = widget;
    const multiple = options.multiple === true;
    const base = fieldSchema(widget, ctx, multiple ? 'array' : 'string');
    const fallback = guardedDefault(options.defaultValue, multiple);
    const dictCode = dictCodeOf(options);
    return {
      ...base,
      ...(fallback !== undefined ? { default: fallback } : {}),
      'x-component': 'DgSelect',
      'x-component-props': {
        multiple,
        showLabel: options.showLabel === true,
        items: Array.isArray(options.options) ? options.options : [],
        source: {
          remote: options.remote === true && dictCode === undefined,
          remoteFunc: options.remoteFunc || undefined,
          remoteOptions: options.remoteOptions,
          props: options.props,
          ...(dictCode !== undefined ? { dictCode } : {}),
        },
        placeholder: options.placeholder || undefined,
        allowClear: options.clearable === true,
        showSearch: options.filterable === true,
        style: controlStyle(options.width),
      },
    };
  },
  design: selectDesign,
});
