import type { GridOptions, GridWidget } from '../../../schemas';
import { hiddenAttrs } from '../../designer/codegen/hidden';
import { h } from '../../designer/codegen/markup';
import type { WidgetCodegen } from '../../designer/codegen/types';
import { spanOf } from './span';

const JUSTIFY = new Set(['end', 'center', 'space-around', 'space-between']);
const ALIGN = new Set(['middle', 'bottom']);

/**
 * grid → el-row / a-row (gutter, justify, align; the defaults start and top left out) with an el-col /
 * a-col per column (span), holding the column's widgets — grids included. It holds no value: the
 * widgets inside keep their own keys at the top of the model.
 *
 * @example
 * // <el-row :gutter="16"><el-col :span="12">…</el-col><el-col :span="12">…</el-col></el-row>
 */
export const gridCodegen: WidgetCodegen<GridWidget> = {
  type: 'grid',
  field: () => null,
  render(widget, ctx) {
    const options: GridOptions = widget.options ?? {};
    const prefix = ctx.ui === 'element' ? 'el' : 'a';
    const columns = (widget.columns ?? []).map((column) =>
      h(`${prefix}-col`, { span: spanOf(column.span) }, ctx.widgets(column.list ?? [])),
    );
    const hidden = hiddenAttrs(options.hidden);
    const row = h(
      `${prefix}-row`,
      {
        gutter: typeof options.gutter === 'number' && options.gutter > 0 ? options.gutter : undefined,
        justify: JUSTIFY.has(String(options.justify)) ? options.justify : undefined,
        align: ALIGN.has(String(options.align)) ? options.align : undefined,
        class: options.customClass?.trim() || undefined,
        ...hidden.attrs,
      },
      hidden.note ? [hidden.note, ...columns] : columns,
    );
    return [row];
  },
};
