import type { GridWidget, PageGridWidget } from '../../../schemas';
import type { ISchema } from '@formily/react';
import { defineWidget } from '../../runtime';
import { DgGrid, DgGridCol, type GridAlign, type GridJustify } from './DgGrid';
import { fillsRow, spanOf } from './span';
import { gridDesign } from './design';

const JUSTIFY = new Set<string>(['start', 'end', 'center', 'space-around', 'space-between']);
const ALIGN = new Set<string>(['top', 'middle', 'bottom']);

/**
 * grid: a layout row of columns (SPEC.md §3), drawn with antd's flex Row and Col. Options: gutter (px),
 * justify (start, end, center, space-around, space-between), align (top, middle, bottom), customClass,
 * hidden;
 * columns [{ span, list }] hold any widgets, grids included. It binds no data: the widgets inside keep
 * their own models at the top level of the form's values (models are flat, as in form-making).
 *
 * @example
 * { type: 'grid', key: 'grid_1', options: { gutter: 16 }, columns: [{ span: 12, list: [nameInput] }, { span: 12, list: [ageInput] }] }
 */
export const gridWidget = defineWidget<GridWidget | PageGridWidget>({
  type: 'grid',
  components: { DgGrid, DgGridCol },
  toSchema(widget, ctx) {
    const { options } = widget;
    const columns: Record<string, ISchema> = {};
    const fill = fillsRow(widget.columns ?? []);
    (widget.columns ?? []).forEach((column, index) => {
      const properties = ctx.compileList(column.list ?? []);
      // A column of labelled fields keeps room for label and control; page widgets (a tree, a table) size themselves.
      const labelled = Object.values(properties).some((node) => node['x-decorator'] === 'FormItem');
      columns[`col_${index}`] = {
        type: 'void',
        'x-component': 'DgGridCol',
        'x-component-props': { span: spanOf(column.span), fill, labelled },
        'x-index': index,
        properties,
      };
    });
    return {
      type: 'void',
      'x-component': 'DgGrid',
      'x-component-props': {
        gutter: typeof options.gutter === 'number' && options.gutter > 0 ? options.gutter : 0,
        justify: JUSTIFY.has(String(options.justify)) ? (options.justify as GridJustify) : 'start',
        align: ALIGN.has(String(options.align)) ? (options.align as GridAlign) : 'top',
        className: options.customClass || undefined,
      },
      properties: columns,
    };
  },
  design: gridDesign,
});
