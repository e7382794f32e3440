/**
 * Parts of a product page for widget tests: the crud table a page JSON holds, and the button grants of a
 * user (the `auth` items of getUserPermissionByToken).
 */
import type { AuthItem, CrudWidget } from '../../schemas';

/**
 * The first crud widget of a page design (src/pages-json/<area>/<name>.page.json), wherever it sits.
 *
 * @example
 * import page from '../../pages-json/system/user-list.page.json';
 * renderWidgets([crudWidget], [crudOf(page)], { auth: granted('user:add') });
 */
export function crudOf(page: unknown): CrudWidget {
  const find = (node: unknown): CrudWidget | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    if ((node as { type?: string }).type === 'crud') return node as CrudWidget;
    for (const child of Object.values(node)) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  const crud = find(page);
  if (!crud) throw new Error('the page holds no crud widget');
  return crud;
}

/**
 * Button grants of these permission codes, as the session's `auth` list holds them.
 *
 * @example
 * granted('user:recycle', 'user:recycleDelete') // [{ action: 'user:recycle', describe: ..., type: '1', status: '1' }, ...]
 */
export function granted(...codes: string[]): AuthItem[] {
  return codes.map((action) => ({ action, describe: action, type: '1', status: '1' }));
}
