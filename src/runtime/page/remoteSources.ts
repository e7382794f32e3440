import type { RemoteSource } from '../../../schemas';
import type { ExpressionScope } from '../expression';
import type { DataHost } from '../permissions/dataHost';
import type { RemoteFunctions } from '../types';
import { resolveParams } from './params';

/** The array inside an answer: the result itself, or a page's records. */
function itemsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  const records = (result as { records?: unknown } | null)?.records;
  return Array.isArray(records) ? records : [];
}

/**
 * Turns a page's declared remote sources (config.remote) into the host functions form widgets call by
 * remoteFunc, so a page JSON can fill a select from an endpoint without any code.
 *
 * @example
 * const remote = remoteFunctions({ funcRoles: { api: '/sys/role/queryall' } }, scope, host);
 * await remote.funcRoles(() => {}) // [{ id, roleName, ... }]
 */
export function remoteFunctions(
  sources: Readonly<Record<string, RemoteSource>> | undefined,
  scope: ExpressionScope,
  host: Pick<DataHost, 'get'>,
): RemoteFunctions {
  const functions: Record<string, RemoteFunctions[string]> = {};
  for (const [name, source] of Object.entries(sources ?? {})) {
    functions[name] = async (resolve) => {
      const body = await host.get(source.api, resolveParams(source.params, scope), { silent: true });
      const items = body.success ? itemsOf(body.result) : [];
      resolve(items);
      return items;
    };
  }
  return functions;
}
