import { useEffect, type Key } from 'react';
import type { TreeOptions } from '../../../schemas/generated/page';
import { resolveParams, useDataHost, usePageScope } from '../../runtime';

/** An answer of keys: a list, or JeecgBoot's comma-joined text. */
function keysIn(result: unknown): Key[] {
  if (Array.isArray(result)) return result.map((k) => String(k));
  if (typeof result === 'string') return result.split(',').filter(Boolean);
  return [];
}

/**
 * Loads the tree's starting selection from options.valueApi (a role's menus, say) whenever its resolved
 * valueParams change, and writes it to the field.
 *
 * @example
 * useInitialValue({ api, valueApi: '/sys/permission/queryRolePermission', valueParams: { roleId: '{{ $row.id }}' } }, true, onChange);
 */
export function useInitialValue(
  options: TreeOptions,
  many: boolean,
  onChange: ((value: Key | Key[] | undefined) => void) | undefined,
): void {
  const scope = usePageScope();
  const paramsKey = JSON.stringify(resolveParams(options.valueParams, scope));
  const { valueApi } = options;
  const host = useDataHost();
  useEffect(() => {
    if (!valueApi) return;
    let live = true;
    host
      .get(valueApi, JSON.parse(paramsKey) as Record<string, unknown>, { silent: true })
      .then((body) => {
        if (!live || !body.success) return;
        const keys = keysIn(body.result);
        onChange?.(many ? keys : keys[0]);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // onChange is a new function on each render; the load depends on the address alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valueApi, paramsKey, many]);
}
