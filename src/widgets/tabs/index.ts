import type { TabsWidget } from '../../../schemas';
import type { ISchema } from '@formily/react';
import { defineWidget } from '../../runtime';
import { pageNode } from '../shared/pageNode';
import { tabsDesign } from './design';
import { DgTabPane, DgTabs } from './DgTabs';

/**
 * tabs: a void container of panes `{ label, key, list }`; options.type is line or card. Each pane's list
 * is compiled by the runtime like any other, and panes are void nodes, so the fields inside stay flat in
 * the page state (`$values.<model>`) whichever pane they sit in.
 *
 * @example
 * { type: 'tabs', key: 'tabs_1', options: { type: 'card' }, tabs: [{ label: '基本信息', key: 'base', list: [nameInput] }] }
 */
export const tabsWidget = defineWidget<TabsWidget>({
  type: 'tabs',
  components: { DgTabs, DgTabPane },
  toSchema(widget, ctx) {
    const { options, tabs } = widget;
    const panes: Record<string, ISchema> = {};
    (tabs ?? []).forEach((pane, index) => {
      if (pane.key in panes) {
        console.warn(
          `Dougong: tab key '${pane.key}' appears twice in '${widget.key}'; the later pane is skipped`,
        );
        return;
      }
      panes[pane.key] = {
        ...pageNode('DgTabPane', { label: pane.label }, ctx.compileList(pane.list ?? [])),
        'x-index': index,
      };
    });
    return pageNode('DgTabs', { type: options?.type === 'card' ? 'card' : 'line' }, panes);
  },
  design: tabsDesign,
});
