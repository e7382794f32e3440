import type { CrudOptions } from '../../../schemas/generated/page';
import type { WidgetDefinition } from '../../runtime';
import { crudDesign } from './design';
import { DgCrud } from './DgCrud';

/**
 * crud: the management table of a page (search, list, add, edit, delete, batch delete). A void node:
 * it holds no value of its own; it reads page state through `params` expressions.
 */
export const crudWidget: WidgetDefinition = {
  type: 'crud',
  components: { DgCrud },
  toSchema: (widget) => ({
    type: 'void',
    'x-component': 'DgCrud',
    'x-component-props': { options: widget.options as unknown as CrudOptions },
  }),
  design: crudDesign,
};
