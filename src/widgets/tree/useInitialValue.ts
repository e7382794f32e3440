import { useEffect, useRef, type Key } from 'react';
import type { TreeOptions } from '../../../schemas/generated/page';
import { resolveParams, useApiQuery, usePageScope } from '../../runtime';

/** An answer of keys: a list, or JeecgBoot's comma-joined text. */
function keysIn(result: unknown): Key[] {
  if (Array.isArray(result)) return result.map((k) => String(k));
  if (typeof result === 'string') return result.split(',').filter(Boolean);
  return [];
}

/**
 * Loads the tree's starting selection from options.valueApi (a role's menus, say) whenever its resolved
 * valueParams change — or a save under its path changes the answer — and writes it to the field.
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
  const params = resolveParams(options.valueParams, scope);
  const { data: body } = useApiQuery(options.valueApi, params, { silent: true });
  // onChange is a new function on each render; the answer decides when to write, not the function.
  const write = useRef(onChange);
  useEffect(() => {
    write.current = onChange;
  });
  useEffect(() => {
    if (!body?.success) return;
    const keys = keysIn(body.result);
    write.current?.(many ? keys : keys[0]);
  }, [body, many]);
}
