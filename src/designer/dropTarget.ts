import type { DragEndEvent } from '@dnd-kit/core';
import type { DesignForm } from '../runtime';
import { listAt, locate, type ListId } from './designOps';
import { idOf, widgetDragId } from './dragIds';

/**
 * Where a drop lands: on a list (the canvas, a grid column, a tab pane, a card) it appends; on a widget it goes before
 * that widget, or after it when the dragged item's centre is below the widget's middle.
 */
export function dropTarget(design: DesignForm, event: DragEndEvent): { list: ListId; index: number } | null {
  const { over, active } = event;
  if (!over) return null;
  const list = idOf(over.id, 'list');
  if (list !== null) return { list, index: listAt(design, list)?.length ?? 0 };
  const key = idOf(over.id, 'item');
  if (key === null || String(active.id) === widgetDragId(key)) return null;
  const at = locate(design, key);
  if (!at) return null;
  const dragged = active.rect.current.translated;
  const below = dragged ? dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2 : false;
  return { list: at.list, index: at.index + (below ? 1 : 0) };
}
