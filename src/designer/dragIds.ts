import type { ListId } from './designOps';

/**
 * The ids @dnd-kit sees: a palette entry drags as `palette:<type>`, a canvas widget drags as
 * `widget:<key>` and is a drop target as `item:<key>`, and a widget list is a drop target as `list:<id>`.
 */
export const paletteDragId = (type: string) => `palette:${type}`;
export const widgetDragId = (key: string) => `widget:${key}`;
export const itemDropId = (key: string) => `item:${key}`;
export const listDropId = (list: ListId) => `list:${list}`;

export type DragIdKind = 'palette' | 'widget' | 'item' | 'list';

/** What an id names (a type, a key or a list id) when it is of `kind`, else null. */
export function idOf(id: string | number, kind: DragIdKind): string | null {
  const text = String(id);
  return text.startsWith(`${kind}:`) ? text.slice(kind.length + 1) : null;
}
