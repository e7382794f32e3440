import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataHost, type DataHost, type HostParams, type HostRequestOptions } from '../permissions';

/**
 * The query of one GET: keyed by `[api, params]`, so identical requests on a page are one request and
 * share one answer (the envelope), and a change under the same API path finds it (see {@link touches}).
 *
 * @example
 * await client.fetchQuery(apiQuery(host, '/sys/role/queryall')) // { success: true, result: [...] }
 */
export function apiQuery<T = unknown>(
  host: Pick<DataHost, 'get'>,
  api: string,
  params: HostParams = {},
  options?: HostRequestOptions,
) {
  return {
    queryKey: [api, params] as readonly [string, HostParams],
    queryFn: () => host.get<T>(api, params, options),
  };
}

/** How a {@link useApiQuery} reads. */
export interface ApiQueryOptions {
  /** Not asked while false. */
  enabled?: boolean;
  /** The host shows no error of its own: the caller has a fallback. */
  silent?: boolean;
  /** The previous answer stays while new params are read (a detail showing the last record, not a blank). */
  keep?: boolean;
  /**
   * How long an answer is fresh, in ms: a screen mounted again within it is drawn from the cache without
   * asking. Default 0 — every mount asks (joining a read under way); a save invalidates either way.
   */
  staleTime?: number;
}

/**
 * A GET read through the app's query cache: asked once for every widget wanting the same, again after
 * a change under its path is saved (useInvalidateApi).
 *
 * @example
 * const { data: body, isFetching, refetch } = useApiQuery<PageResult>('/sys/user/list', { pageNo: 1 });
 */
export function useApiQuery<T = unknown>(
  api: string | undefined,
  params: HostParams = {},
  { enabled = true, silent, keep, staleTime }: ApiQueryOptions = {},
) {
  const host = useDataHost();
  return useQuery({
    ...apiQuery<T>(host, api ?? '', params, silent ? { silent } : undefined),
    enabled: enabled && !!api,
    ...(keep ? { placeholderData: keepPreviousData } : {}),
    ...(staleTime !== undefined ? { staleTime } : {}),
  });
}

const pathOf = (address: string) => address.split('?')[0]!.replace(/\/+$/, '');
const folderOf = (address: string) => {
  const path = pathOf(address);
  return path.slice(0, path.lastIndexOf('/'));
};

/**
 * Whether a change sent to `changed` may alter what the read `read` answers: they sit under the same
 * API folder, or one's folder begins the other's (a save under /sys/dictItem changes what
 * /sys/dict/getDictItems answers; /sys/user/edit changes /sys/user/list, not /sys/role/queryall).
 *
 * @example
 * touches('/sys/user/edit', '/sys/user/list') // true
 * touches('/sys/user/edit', '/sys/sysDepart/queryTreeList') // false
 */
export function touches(changed: string, read: string): boolean {
  const a = folderOf(changed);
  const b = folderOf(read);
  return a !== '' && b !== '' && (a.startsWith(b) || b.startsWith(a));
}

/**
 * Marks stale every cached read a change to one of `apis` may alter; with `refetch` those on screen are
 * read again at once (a read already under way is joined). Without, they are read when next shown or
 * when the page reload that follows asks them.
 *
 * @example
 * await invalidateApi(client, ['/sys/user/edit']) // the user list refreshes
 */
export function invalidateApi(client: QueryClient, apis: readonly string[], refetch = true): Promise<void> {
  const read = (query: Query) => (typeof query.queryKey[0] === 'string' ? query.queryKey[0] : '');
  return client.invalidateQueries(
    {
      predicate: (query) => apis.some((api) => touches(api, read(query))),
      refetchType: refetch ? 'active' : 'none',
    },
    { cancelRefetch: false },
  );
}

/**
 * The page's invalidation: call it with the API a successful change went to.
 *
 * @example
 * const invalidate = useInvalidateApi(); if (body.success) void invalidate('/sys/user/add');
 */
export function useInvalidateApi(): (apis: string | readonly string[], refetch?: boolean) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    (apis: string | readonly string[], refetch = true) =>
      invalidateApi(client, typeof apis === 'string' ? [apis] : apis, refetch),
    [client],
  );
}
