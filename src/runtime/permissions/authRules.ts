import type { AuthItem } from '../../../schemas';

/**
 * The permission checks of SPEC.md §6, as JeecgBoot's `v-has` directive and `authFilter.js` apply them.
 * Pure functions over the lists the server returns: `auth` (the user's own), `allAuth` (the system's)
 * and a form's `permissionList`. Entries of type '1' are visibility permissions, type '2' disable
 * permissions; status '0' on a system entry means the permission is switched off (not enforced).
 */
export interface AuthLists {
  auth: ReadonlyArray<AuthItem>;
  allAuth: ReadonlyArray<AuthItem>;
}

const visibility = (list: ReadonlyArray<AuthItem> | undefined) => (list ?? []).filter((i) => i.type !== '2');
const disabling = (list: ReadonlyArray<AuthItem> | undefined) => (list ?? []).filter((i) => i.type === '2');

/**
 * May the user see the button `action`? A form's own permissionList decides when it has visibility
 * entries; otherwise the button shows when the system switched the permission off (status '0') or the
 * user holds it. Type-'2' entries never count here.
 *
 * @example
 * hasButtonPermission('user:add', { auth: [{ action: 'user:add', type: '1' }], allAuth: [] }) // true
 * hasButtonPermission('user:add', { auth: [], allAuth: [{ action: 'user:add', type: '1', status: '0' }] }) // true
 */
export function hasButtonPermission(
  action: string,
  lists: AuthLists,
  permissionList?: ReadonlyArray<AuthItem>,
): boolean {
  const own = visibility(permissionList);
  if (own.length > 0) return own.some((i) => i.action === action);
  const system = visibility(lists.allAuth).find((i) => i.action === action);
  if (system?.status === '0') return true;
  return visibility(lists.auth).some((i) => i.action === action);
}

/**
 * Is the control `code` disabled by a disable permission (type '2')? A form's permissionList holding a
 * type-2 entry for it disables it. Otherwise the system list decides: an entry with status '0' is switched
 * off (not disabled); any other status disables it unless the user holds that disable permission, which
 * exempts them. SPEC.md §6 calls a true answer "allowed" — allowed to disable.
 *
 * @example
 * isDisabledByAuth('user:salary', { auth: [], allAuth: [{ action: 'user:salary', type: '2', status: '1' }] }) // true
 */
export function isDisabledByAuth(
  code: string,
  lists: AuthLists,
  permissionList?: ReadonlyArray<AuthItem>,
): boolean {
  if (disabling(permissionList).some((i) => i.action === code)) return true;
  const system = disabling(lists.allAuth).find((i) => i.action === code);
  if (!system) return false;
  if (system.status === '0') return false;
  return !disabling(lists.auth).some((i) => i.action === code);
}

/**
 * The data-permission helper: under `prefix`, the actions the system enforces (type '1', status '1') that
 * the user does not hold, with the prefix stripped — the columns or buttons to hide.
 *
 * @example
 * hiddenByPrefix('user:', { auth: [{ action: 'user:add', type: '1' }], allAuth: [
 *   { action: 'user:add', type: '1', status: '1' }, { action: 'user:batch_delete', type: '1', status: '1' }] })
 * // ['batch_delete']
 */
export function hiddenByPrefix(prefix: string, lists: AuthLists): string[] {
  const held = new Set(
    lists.auth
      .filter((i) => i.type === '1' && i.action.startsWith(prefix))
      .map((i) => i.action.slice(prefix.length)),
  );
  return lists.allAuth
    .filter((i) => i.type === '1' && i.status === '1' && i.action.startsWith(prefix))
    .map((i) => i.action.slice(prefix.length))
    .filter((action) => !held.has(action));
}

/** The toolbar buttons of an editable table (SPEC.md §6). */
export type ToolbarButton = 'add' | 'remove' | 'batch_delete' | (string & {});

/**
 * Is a table toolbar button shown under an authority prefix? Without a prefix every button shows; with one,
 * a button the data-permission helper hides is hidden, and hiding batch_delete also hides remove.
 *
 * @example
 * toolbarButtonVisible('remove', 'order:', lists) // false when 'order:batch_delete' is enforced and not held
 */
export function toolbarButtonVisible(
  button: ToolbarButton,
  prefix: string | undefined,
  lists: AuthLists,
): boolean {
  if (!prefix) return true;
  const hidden = new Set(hiddenByPrefix(prefix, lists));
  if (button === 'remove' && hidden.has('batch_delete')) return false;
  return !hidden.has(button);
}
