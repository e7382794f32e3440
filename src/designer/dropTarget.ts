import type { DragEndEvent } from '@dnd-kit/core';
import type { DesignForm } from '../runtime';
import { findWidget, locate, ROOT, type ListId } from './designOps';
import { idOf, widgetDragId } from './dragIds';

/**
 * Where a drop lands: on a list (the canvas or a grid column) it appends; on a widget it goes before
 * that widget, or after it when the dragged item's centre is below the widget's middle.
 */
export function dropTarget(design: DesignForm, event: DragEndEvent): { list: ListId; index: number } | null {
  const { over, active } = event;
  if (!over) return null;
  const list = idOf(over.id, 'list');
  if (list !== null) return { list, index: listLength(design, list) };
  const key = idOf(over.id, 'item');
  if (key === null || String(active.id) === widgetDragId(key)) return null;
  const at = locate(design, key);
  if (!at) return null;
  const dragged = active.rect.current.translated;
  const below = dragged ? dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2 : false;
  return { list: at.list, index: at.index + (below ? 1 : 0) };
}

function listLength(design: DesignForm, list: ListId): number {
  if (list === ROOT) return design.list.length;
  const [gridKey = '', column] = list.split(':');
  return findWidget(design, gridKey)?.columns?.[Number(column)]?.list.length ?? 0;
}
