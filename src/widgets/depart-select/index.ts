import { connect, mapProps, mapReadPretty } from '@formily/react';
import { createElement } from 'react';
import type { DepartSelectWidget } from '../../../schemas';
import { DepartSelect } from '../../pickers';
import { defineWidget } from '../../runtime';
import { controlStyle, fieldSchema } from '../shared/fieldSchema';
import { departSelectDesign } from './design';

/** Read-pretty: the box itself, disabled (it already shows the names). */
function DepartNames(props: Parameters<typeof DepartSelect>[0]) {
  return createElement(DepartSelect, { ...props, disabled: true });
}

const DgDepartSelect = connect(DepartSelect, mapProps({ disabled: true }), mapReadPretty(DepartNames));

/**
 * depart-select: 选择部门 through the department tree picker (SPEC.md §4; Dougong's extension as a form
 * widget). The value is the departments' ids comma-joined, or their orgCodes with store 'orgCode'; the
 * box shows their names. Options: width, placeholder, defaultValue, multiple, store, disabled, required,
 * hidden, customClass.
 *
 * @example
 * { type: 'depart-select', name: '部门', key: 'depart_select_1', model: 'departIds', options: { multiple: true } } // { departIds: 'd1,d2' }
 */
export const departSelectWidget = defineWidget<DepartSelectWidget>({
  type: 'depart-select',
  components: { DgDepartSelect },
  toSchema(widget, ctx) {
    const { options } = widget;
    return {
      ...fieldSchema(widget, ctx, 'string'),
      'x-component': 'DgDepartSelect',
      'x-component-props': {
        placeholder: options.placeholder || undefined,
        multiple: options.multiple === true,
        store: options.store ?? 'id',
        style: controlStyle(options.width),
      },
    };
  },
  design: departSelectDesign,
});
