import type { CascaderWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { controlStyle, fieldSchema } from '../shared/fieldSchema';
import { DgCascader } from './DgCascader';
import { cascaderDesign } from './design';

/**
 * cascader: picks a path through an option tree (SPEC.md §3); the value is the list of values from the
 * first level down. Options: remote with remoteFunc and props {value, label, children} (§7), or the
 * design's remoteOptions tree when remote is off or the host lacks the function; placeholder,
 * clearable, filterable (search across levels), disabled, width, required.
 *
 * @example
 * { type: 'cascader', name: '地区', key: 'cascader_1', model: 'area', options: { remote: true, remoteFunc: 'funcGetArea', props: { value: 'code', label: 'name', children: 'subs' } } }
 */
export const cascaderWidget = defineWidget<CascaderWidget>({
  type: 'cascader',
  components: { DgCascader },
  toSchema(widget, ctx) {
    const { options } = widget;
    const base = fieldSchema(widget, ctx, 'array');
    return {
      ...base,
      default: Array.isArray(options.defaultValue) ? options.defaultValue : [],
      'x-component': 'DgCascader',
      'x-component-props': {
        source: {
          remoteFunc: options.remote === false ? undefined : options.remoteFunc || undefined,
          remoteOptions: options.remoteOptions,
          props: options.props,
        },
        placeholder: options.placeholder || undefined,
        allowClear: options.clearable === true,
        showSearch: options.filterable === true,
        style: controlStyle(options.width),
      },
    };
  },
  design: cascaderDesign,
});
