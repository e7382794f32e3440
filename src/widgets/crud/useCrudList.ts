import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageResult } from '../../../schemas';
import { useApiQuery } from '../../runtime';

export type Row = Record<string, unknown>;

export interface ListQuery {
  pageNo: number;
  pageSize: number;
  column?: string;
  order?: 'asc' | 'desc';
  /** The search form's values. */
  filters: Record<string, unknown>;
}

export interface CrudList {
  rows: Row[];
  total: number;
  loading: boolean;
  query: ListQuery;
  setQuery: (change: Partial<ListQuery>) => void;
  reload: () => void;
}

const NOTHING: { rows: Row[]; total: number } = { rows: [], total: 0 };

function withoutEmpty(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

/**
 * The query a table had when its page was left (issue 13, finding 15): filters, page, size and sort come
 * back when the user returns in the same tab.
 *
 * @example
 * keptQuery('dg.query.u1./sys/user/list') // { pageNo: 2, filters: { username: 'zh' }, ... } or {}
 */
export function keptQuery(key: string): Partial<ListQuery> {
  try {
    const raw = window.sessionStorage.getItem(key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (!value || typeof value !== 'object') return {};
    const { pageNo, pageSize, column, order, filters } = value as Partial<ListQuery>;
    return {
      ...(Number.isInteger(pageNo) && pageNo! > 0 ? { pageNo } : {}),
      ...(Number.isInteger(pageSize) && pageSize! > 0 ? { pageSize } : {}),
      ...(typeof column === 'string' && (order === 'asc' || order === 'desc') ? { column, order } : {}),
      ...(filters && typeof filters === 'object' && !Array.isArray(filters) ? { filters } : {}),
    };
  } catch {
    return {};
  }
}

/**
 * The list of a crud widget: GET `api` with pageNo, pageSize, column, order, the search form's values and
 * the page's fixed params (ARCHITECTURE.md "The server"). When the fixed params change (a tree selection,
 * say) the list goes back to page 1. With `keepKey` the query is kept in sessionStorage under that key. A failed load keeps the rows it had; the error catalogue says why. While `enabled` is false nothing
 * is requested and the list is empty (a crud whose requireParams are not all set).
 *
 * @example
 * const list = useCrudList('/sys/user/list', { departId: 'A01' }, { pageSize: 10, column: 'createTime', order: 'desc' });
 */
export function useCrudList(
  api: string,
  params: Record<string, unknown>,
  initial: Omit<ListQuery, 'pageNo' | 'filters'>,
  keepKey?: string,
  enabled = true,
): CrudList {
  const paramsKey = JSON.stringify(params);
  // The fixed params travel inside the query, so a change of them and the return to page 1 are one fetch.
  const [state, setState] = useState<ListQuery & { paramsKey: string }>(() => ({
    pageNo: 1,
    filters: {},
    ...initial,
    ...(keepKey ? keptQuery(keepKey) : {}),
    paramsKey,
  }));
  useEffect(() => {
    if (!keepKey) return;
    const { paramsKey: _fixed, ...query } = state;
    try {
      window.sessionStorage.setItem(keepKey, JSON.stringify(query));
    } catch {
      // storage off: the query is simply not kept
    }
  }, [keepKey, state]);
  // New params reach the query one render later (the effect below); asking before would send the old.
  useEffect(() => {
    setState((q) => (q.paramsKey === paramsKey ? q : { ...q, paramsKey, pageNo: 1 }));
  }, [paramsKey]);
  const { filters, column, order, paramsKey: fixed, ...paging } = state;
  const request = {
    ...withoutEmpty(filters),
    ...(JSON.parse(fixed) as Record<string, unknown>),
    ...paging,
    ...(column && order ? { column, order } : {}),
  };
  // Not enabled (a required param is missing): no request, and no rows of an earlier selection.
  const asking = enabled && fixed === paramsKey;
  const {
    data: body,
    isFetching,
    refetch,
  } = useApiQuery<PageResult | Row[]>(api, request, { enabled: asking });
  // A failed or refused load keeps the rows it had (the error catalogue says why); the last good answer.
  const shown = useRef(NOTHING);
  if (!enabled) shown.current = NOTHING;
  else if (body?.success) {
    const result = body.result;
    // A tree list (tree-table) answers a plain array.
    shown.current = Array.isArray(result)
      ? { rows: result, total: result.length }
      : { rows: (result?.records as Row[] | undefined) ?? [], total: result?.total ?? 0 };
  }
  const { rows, total } = shown.current;

  const setQuery = useCallback((change: Partial<ListQuery>) => setState((q) => ({ ...q, ...change })), []);
  // A reload while a change's invalidation is already reading the list waits for that read.
  const reload = useCallback(() => {
    if (asking) void refetch({ cancelRefetch: false });
  }, [refetch, asking]);
  const { paramsKey: _fixed, ...query } = state;
  return { rows, total, loading: enabled && isFetching, query, setQuery, reload };
}
