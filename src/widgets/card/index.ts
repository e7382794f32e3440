import type { CardWidget } from '../../../schemas/generated/page';
import type { WidgetDefinition } from '../../runtime';
import { designList, pageNode } from '../shared/pageNode';
import { DgCard } from './DgCard';
import { cardDesign } from './design';

/**
 * card: a void container with options.title and options.bordered (default true) around its list. The
 * fields inside stay flat in the page state.
 *
 * @example
 * { type: 'card', key: 'card_1', options: { title: '基本信息' }, list: [nameInput] }
 */
export const cardWidget: WidgetDefinition = {
  type: 'card',
  components: { DgCard },
  toSchema(widget, ctx) {
    // The runtime's DesignWidget does not describe page containers; the generated type does.
    const { options, list } = widget as unknown as CardWidget;
    return pageNode(
      'DgCard',
      { title: options?.title || undefined, bordered: options?.bordered !== false },
      ctx.compileList(designList(list)),
    );
  },
  design: cardDesign,
};
