import type { CardWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { pageNode } from '../shared/pageNode';
import { DgCard } from './DgCard';
import { cardDesign } from './design';

/**
 * card: a void container with options.title and options.bordered (default true) around its list. The
 * fields inside stay flat in the page state.
 *
 * @example
 * { type: 'card', key: 'card_1', options: { title: '基本信息' }, list: [nameInput] }
 */
export const cardWidget = defineWidget<CardWidget>({
  type: 'card',
  components: { DgCard },
  toSchema(widget, ctx) {
    const { options, list } = widget;
    return pageNode(
      'DgCard',
      { title: options?.title || undefined, bordered: options?.bordered !== false },
      ctx.compileList(list ?? []),
    );
  },
  design: cardDesign,
});
