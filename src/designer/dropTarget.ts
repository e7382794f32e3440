import type { AnyDesign } from '../runtime';
import { allWidgets, findWidget, locate, type ListId } from './designOps';
import { idOf } from './dragIds';

/** A place in a widget list: the list, and the index a widget dropped there takes. */
export interface DropPlace {
  list: ListId;
  index: number;
}

/**
 * Where a drag over `place` lands (found under the pointer by DropIndicator), or null when the drop
 * would change nothing: a widget dropped where it already is, or into a container it holds.
 *
 * @example
 * dropTarget(design, 'palette:input', { list: 'root', index: 2 }) // { list: 'root', index: 2 }
 * dropTarget(design, 'widget:input_1', { list: 'root', index: 1 }) // null: input_1 is at index 0
 */
export function dropTarget(
  design: AnyDesign,
  activeId: string | number,
  place: DropPlace | null,
): DropPlace | null {
  if (!place) return null;
  const key = idOf(activeId, 'widget');
  if (key === null) return place;
  const at = locate(design, key);
  const widget = findWidget(design, key);
  if (!at || !widget) return null;
  if (allWidgets([widget]).some((w) => place.list.startsWith(`${w.key}:`))) return null;
  if (at.list === place.list && (place.index === at.index || place.index === at.index + 1)) return null;
  return place;
}
