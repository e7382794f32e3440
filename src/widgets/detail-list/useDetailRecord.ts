import type { DetailListOptions } from '../../../schemas/generated/page';
import { resolveParams, useApiQuery } from '../../runtime';
import type { ExpressionScope } from '../../runtime/expression';
import { useRefetchOnPageReload } from '../shared/pageReload';

export type DetailRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is DetailRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The record a detail-list shows. With options.api: GET with the resolved params, again whenever they
 * change or the page reloads — but only once every declared param has a value, so a detail bound to
 * `{{ $values.depart }}` waits for a selection instead of asking the server about nothing. Without api:
 * the object in page state field options.source.
 *
 * @example
 * const { record, loading } = useDetailRecord({ api: '/sys/user/queryById', params: { id: '{{ $values.user }}' } }, scope);
 */
export function useDetailRecord(
  options: DetailListOptions,
  scope: ExpressionScope,
): { record: DetailRecord | null; loading: boolean } {
  const { api, params: declared = {} } = options;
  const params = resolveParams(declared, scope);
  const complete = Object.keys(declared).every((name) => name in params);
  const {
    data: body,
    isFetching,
    refetch,
  } = useApiQuery<unknown>(api, params, {
    enabled: complete,
    keep: true,
  });
  useRefetchOnPageReload(refetch, !!api && complete);
  const fetched = complete && body?.success && isRecord(body.result) ? body.result : null;
  const loading = complete && isFetching;

  if (api) return { record: fetched, loading };
  const stored = options.source ? (scope.$values as DetailRecord | undefined)?.[options.source] : undefined;
  return { record: isRecord(stored) ? stored : null, loading: false };
}
