import type { Modifier } from '@dnd-kit/core';
import { useEffect, useState, type MutableRefObject } from 'react';
import type { AnyDesign } from '../runtime';
import { idOf, itemDropId } from './dragIds';
import { dropTarget, type DropPlace } from './dropTarget';

/** Half the 4 px gap between two canvas items: the line sits in the middle of it. */
const HALF_GAP = 2;

interface Line {
  top: number;
  left: number;
  width: number;
}

/**
 * The place under the pointer: the innermost widget list there (not one inside the widget being moved),
 * and the index among its widgets by their middles — above a widget's middle is before it, below is after
 * it — with the line to draw in the gap the widget will go into.
 */
function placeAt(x: number, y: number, activeId: string): { place: DropPlace; line: Line } | null {
  const moving = idOf(activeId, 'widget');
  const list = document
    .elementsFromPoint(x, y)
    .find(
      (el): el is HTMLElement =>
        el instanceof HTMLElement &&
        el.dataset.drop?.startsWith('list:') === true &&
        (moving === null || el.closest(`[data-drop="${itemDropId(moving)}"]`) === null),
    );
  const id = list && idOf(list.dataset.drop!, 'list');
  if (!list || id === null || id === undefined) return null;
  const items = [...list.children].filter(
    (el): el is HTMLElement => el instanceof HTMLElement && el.dataset.drop?.startsWith('item:') === true,
  );
  const rects = items.map((el) => el.getBoundingClientRect());
  const index = rects.filter((rect) => rect.top + rect.height / 2 < y).length;
  const box = list.getBoundingClientRect();
  const top =
    rects.length === 0
      ? box.top + HALF_GAP * 2
      : index < rects.length
        ? rects[index].top - HALF_GAP
        : rects[rects.length - 1].bottom + HALF_GAP;
  const edge = rects[Math.min(index, rects.length - 1)] ?? box;
  return { place: { list: id, index }, line: { top, left: edge.left, width: edge.width } };
}

/**
 * While a palette entry or a canvas widget is dragged, a line across the gap where it will land, found
 * from the real pointer (not the drag tag) and kept right while the canvas scrolls. The same place is
 * handed to `target`, so the drop lands exactly where the line was drawn.
 *
 * @example
 * <DropIndicator active={dragging} design={design} target={dropRef} />
 */
export function DropIndicator({
  active,
  design,
  target,
}: {
  active: string | null;
  design: AnyDesign;
  target: MutableRefObject<DropPlace | null>;
}) {
  const [line, setLine] = useState<Line | null>(null);
  useEffect(() => {
    target.current = null;
    setLine(null);
    if (active === null) return;
    let pointer: { x: number; y: number } | null = null;
    const update = () => {
      if (!pointer) return;
      const found = placeAt(pointer.x, pointer.y, active);
      const place = dropTarget(design, active, found?.place ?? null);
      target.current = place;
      setLine(place && found ? found.line : null);
    };
    const onMove = (event: PointerEvent) => {
      pointer = { x: event.clientX, y: event.clientY };
      update();
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('scroll', update, true);
    };
  }, [active, design, target]);
  if (!line) return null;
  return (
    <div
      className="dg-drop-indicator"
      data-testid="drop-indicator"
      style={{ position: 'fixed', top: line.top, left: line.left, width: line.width }}
    />
  );
}

/**
 * Draws the drag tag just below and right of the pointer, wherever the widget was gripped (dnd-kit puts
 * it at the gripped element's top-left corner, which for a wide widget is far from the pointer).
 *
 * @example
 * <DragOverlay modifiers={[tagAtPointer]}>…</DragOverlay>
 */
export const tagAtPointer: Modifier = ({ activatorEvent, activeNodeRect, transform }) => {
  if (!activeNodeRect || !(activatorEvent instanceof MouseEvent)) return transform;
  return {
    ...transform,
    x: transform.x + activatorEvent.clientX - activeNodeRect.left + 12,
    y: transform.y + activatorEvent.clientY - activeNodeRect.top + 12,
  };
};
