import { RecursionField, useFieldSchema } from '@formily/react';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';

export interface DgTabsProps {
  /** line (the default) or card. */
  type?: 'line' | 'card';
}

/**
 * The tabs widget: one antd tab per pane of its schema, in design order. Every pane is rendered from the
 * start (hidden until chosen), as Formily's own FormTab does, so the fields of an unvisited pane are
 * already in the page state with their defaults and a page's data never depends on which tab was seen.
 *
 * @example
 * <DgTabs type="card" /> // inside a Formily void node whose properties are DgTabPane nodes
 */
export function DgTabs({ type = 'line' }: DgTabsProps) {
  const schema = useFieldSchema();
  const items = schema.mapProperties((pane, name) => ({
    key: String(name),
    label: String((pane['x-component-props'] as { label?: string } | undefined)?.label ?? name),
    forceRender: true,
    children: <RecursionField schema={pane} name={name} />,
  }));
  return <Tabs className="dg-tabs" type={type} items={items} />;
}

/** One pane: the widgets of its list, drawn by the runtime. */
export function DgTabPane({ children }: { label?: string; children?: ReactNode }) {
  return <>{children}</>;
}
