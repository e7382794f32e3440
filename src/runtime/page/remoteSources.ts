import type { QueryClient } from '@tanstack/react-query';
import type { RemoteSource } from '../../../schemas';
import type { ExpressionScope } from '../expression';
import type { DataHost } from '../permissions/dataHost';
import { apiQuery } from '../query/apiQuery';
import type { RemoteFunction, RemoteFunctions } from '../types';
import { resolveParams } from './params';

/** The array inside an answer: the result itself, or a page's records. */
function itemsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  const records = (result as { records?: unknown } | null)?.records;
  return Array.isArray(records) ? records : [];
}

/**
 * Turns a page's declared remote sources (config.remote) into the host functions form widgets call by
 * remoteFunc, so a page JSON can fill a select from an endpoint without any code. Each reads through the
 * query cache under [api, params]: the selects of a page asking the same source make one request.
 *
 * @example
 * const remote = remoteFunctions({ funcRoles: { api: '/sys/role/queryall' } }, scope, host, queryClient);
 * await remote.funcRoles(() => {}) // [{ id, roleName, ... }]
 */
export function remoteFunctions(
  sources: Readonly<Record<string, RemoteSource>> | undefined,
  scope: ExpressionScope,
  host: Pick<DataHost, 'get'>,
  client: QueryClient,
): RemoteFunctions {
  const functions: Record<string, RemoteFunction> = {};
  for (const [name, source] of Object.entries(sources ?? {})) {
    const query = apiQuery(host, source.api, resolveParams(source.params, scope), { silent: true });
    const fn = async (resolve: (data: unknown) => void) => {
      const body = await client.fetchQuery(query);
      const items = body.success ? itemsOf(body.result) : [];
      resolve(items);
      return items;
    };
    functions[name] = Object.assign(fn, { queryKey: query.queryKey });
  }
  return functions;
}
