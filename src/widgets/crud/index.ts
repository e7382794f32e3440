import type { CrudWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { crudDesign } from './design';
import { DgCrud } from './DgCrud';

/**
 * crud: the management table of a page (search, list, add, edit, delete, batch delete). A void node:
 * it holds no value of its own; it reads page state through `params` expressions.
 */
export const crudWidget = defineWidget<CrudWidget>({
  type: 'crud',
  components: { DgCrud },
  toSchema: (widget) => ({
    type: 'void',
    'x-component': 'DgCrud',
    'x-component-props': { options: widget.options },
  }),
  design: crudDesign,
});
