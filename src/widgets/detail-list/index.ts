import type { DetailListWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { pageNode } from '../shared/pageNode';
import { DgDetailList } from './DgDetailList';
import { detailListDesign } from './design';

/**
 * detail-list: one record in 1–4 columns (default 3, more capped at 4; SPEC.md §2, §9 spans). Items
 * `{ label, field (dotted path), dictCode, format }`. The record comes from options.api (GET with
 * options.params, resolved over the page state and re-fetched when they change) or, without an api,
 * from the page state field options.source. A void node: it shows data, it holds none.
 *
 * @example
 * { type: 'detail-list', key: 'detail_1', options: { api: '/sys/user/queryById', params: { id: '{{ $values.user }}' }, column: 2 }, items: [{ label: '账号', field: 'username' }] }
 */
export const detailListWidget = defineWidget<DetailListWidget>({
  type: 'detail-list',
  components: { DgDetailList },
  toSchema(widget) {
    const { options, items } = widget;
    return pageNode('DgDetailList', { options: options ?? {}, items: items ?? [] });
  },
  design: detailListDesign,
});
