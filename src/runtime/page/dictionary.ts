import { useEffect, useState } from 'react';
import { getAction } from '../../core/http/api';

/** One dictionary option as GET /sys/dict/getDictItems/{code} answers it (SPEC.md §3, §7). */
export interface DictOption {
  value: string;
  text: string;
  label?: string;
}

/** SPEC.md §5 / §8: the message for a lookup without a code. */
export const EMPTY_DICT_CODE = '字典Code不能为空!';

const cache = new Map<string, Promise<DictOption[]>>();
const NO_OPTIONS: DictOption[] = [];

/**
 * The options of a dictionary, fetched once per code and page load. An empty code rejects with
 * '字典Code不能为空!'; a failed lookup is forgotten so the next call tries again.
 *
 * @example
 * const sexes = await loadDictionary('sex'); // [{ value: '1', text: '男' }, { value: '2', text: '女' }]
 */
export function loadDictionary(code: string | undefined): Promise<DictOption[]> {
  if (!code || !code.trim()) return Promise.reject(new Error(EMPTY_DICT_CODE));
  let pending = cache.get(code);
  if (!pending) {
    pending = getAction<DictOption[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`, undefined, {
      silent: true,
    }).then(
      (body) => (body.success && Array.isArray(body.result) ? body.result : []),
      (error: unknown) => {
        cache.delete(code);
        throw error;
      },
    );
    cache.set(code, pending);
  }
  return pending;
}

/** Forgets every cached dictionary (after an admin edits one, and between tests). */
export function clearDictionaryCache(): void {
  cache.clear();
}

/**
 * The options of a dictionary for a component; empty while loading. A failure is logged only
 * (SPEC.md §8 "Dictionary lookup failure: logged only").
 *
 * @example
 * const options = useDictionary('sex');
 */
export function useDictionary(code: string | undefined): DictOption[] {
  // Keyed by code: after the code changes (an admin picks another dictionary) the old items are not shown.
  const [loaded, setLoaded] = useState<{ code: string; options: DictOption[] } | null>(null);
  useEffect(() => {
    if (!code) return;
    let live = true;
    loadDictionary(code).then(
      (options) => live && setLoaded({ code, options }),
      (error: unknown) => console.warn(`Dougong: dictionary '${code}' failed to load:`, error),
    );
    return () => {
      live = false;
    };
  }, [code]);
  return code && loaded?.code === code ? loaded.options : NO_OPTIONS;
}

/** The text of a coded value ('1' → '男'); a comma-joined value gives comma-joined texts. */
export function dictText(options: ReadonlyArray<DictOption>, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  return String(value)
    .split(',')
    .map((part) => options.find((o) => o.value === part)?.text ?? part)
    .join(',');
}
