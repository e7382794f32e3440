import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataHost, type DataHost } from '../permissions';

/** One dictionary option as GET /sys/dict/getDictItems/{code} answers it (SPEC.md §3, §7). */
export interface DictOption {
  value: string;
  text: string;
  label?: string;
}

/** SPEC.md §5 / §8: the message for a lookup without a code. */
export const EMPTY_DICT_CODE = '字典Code不能为空!';

/** Where a dictionary's items are read; its query key starts with it, so an edit under /sys/dict refreshes it. */
export const DICT_ITEMS_API = '/sys/dict/getDictItems';

const NO_OPTIONS: DictOption[] = [];

/**
 * The query of a dictionary's options: one request per code for every widget of the app, kept until an
 * edit of the dictionaries invalidates it (query/invalidate.ts). An empty code rejects with '字典Code不能为空!'.
 *
 * @example
 * const sexes = await queryClient.fetchQuery(dictionaryQuery(host, 'sex')); // [{ value: '1', text: '男' }, …]
 */
export function dictionaryQuery(host: Pick<DataHost, 'get'>, code: string | undefined) {
  return {
    queryKey: [DICT_ITEMS_API, code ?? ''] as const,
    queryFn: async (): Promise<DictOption[]> => {
      if (!code || !code.trim()) throw new Error(EMPTY_DICT_CODE);
      const body = await host.get<DictOption[]>(`${DICT_ITEMS_API}/${encodeURIComponent(code)}`, undefined, {
        silent: true,
      });
      return body.success && Array.isArray(body.result) ? body.result : [];
    },
    staleTime: Infinity,
  };
}

/**
 * The options of a dictionary for a component; empty while loading. A failure is logged only
 * (SPEC.md §8 "Dictionary lookup failure: logged only") and the next widget asking tries again.
 *
 * @example
 * const options = useDictionary('sex');
 */
export function useDictionary(code: string | undefined): DictOption[] {
  const host = useDataHost();
  const { data, error } = useQuery({ ...dictionaryQuery(host, code), enabled: !!code });
  useEffect(() => {
    if (error) console.warn(`Dougong: dictionary '${code}' failed to load:`, error);
  }, [code, error]);
  // Keyed by code: after the code changes (an admin picks another dictionary) the old items are not shown.
  return code && data ? data : NO_OPTIONS;
}

/** The text of a coded value ('1' → '男'); a comma-joined value gives comma-joined texts. */
export function dictText(options: ReadonlyArray<DictOption>, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  return String(value)
    .split(',')
    .map((part) => options.find((o) => o.value === part)?.text ?? part)
    .join(',');
}
