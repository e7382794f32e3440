import type { SubtableWidget } from '../../../schemas/generated/form-design';
import { defineWidget } from '../../runtime';
import { controlStyle, fieldSchema } from '../shared/fieldSchema';
import { DgSubtable } from './DgSubtable';
import { subtableDesign } from './design';
import { rowsOf, rowsProblem } from './rows';

/**
 * subtable: 子表, one-to-many rows edited in the live table (src/livetable) with its 新增 / 删除. The value is
 * the rows, a list of records keyed by the columns' keys; a row loaded with an id keeps it, a new row has
 * none, a removed row is gone. Validating the form checks every cell by its column's rules (SPEC.md §5
 * presets, required, unique) and minRows / maxRows, and says '第 2 行 数量：请输入整数'. Options: columns,
 * minRows, maxRows, height, width, defaultValue, required (at least one row), disabled, hidden, customClass.
 *
 * @example
 * { type: 'subtable', name: '明细', key: 'subtable_1', model: 'items', options: { columns: [{ key: 'quantity', title: '数量', type: 'inputNumber', rules: [{ pattern: 'z' }] }] } } // { items: [{ quantity: 2 }] }
 */
export const subtableWidget = defineWidget<SubtableWidget>({
  type: 'subtable',
  components: { DgSubtable },
  toSchema(widget, ctx) {
    const { options } = widget;
    const label = widget.name || widget.model;
    const base = fieldSchema(widget, ctx, 'array');
    const own = base['x-validator'];
    return {
      ...base,
      default: rowsOf(options.defaultValue),
      'x-validator': [
        ...(Array.isArray(own) ? own : own ? [own] : []),
        { validator: (value: unknown) => rowsProblem(value, options, label) },
      ],
      'x-component': 'DgSubtable',
      'x-component-props': {
        columns: options.columns,
        height: options.height,
        minRows: options.minRows,
        maxRows: options.maxRows,
        style: controlStyle(options.width),
      },
    };
  },
  design: subtableDesign,
});
