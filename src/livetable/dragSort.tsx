/**
 * Drag sort of the live table's rows by a handle (JVxeTable's drag sort column), on pointer events: the drop
 * place is worked out from the pointer's height over the scroller, not from row elements, so it holds with
 * virtualised rows (those under the pointer may not exist yet) and while the grid scrolls itself near its top
 * and bottom edges. A line shows where the row will land; Esc cancels.
 */
import { useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import type { LiveRow } from './types';
import type { GridColumn } from './VirtualGrid';

interface Drag {
  from: number;
  /** The gap the row goes into: 0 is above the first row, n below the last. */
  gap: number;
  top: number;
  left: number;
  width: number;
}

/** Pixels from the scroller's edge within which a drag scrolls it, and the step each 30 ms. */
const EDGE = 28;
const STEP = 16;

/**
 * The index a row dragged from `from` ends at when dropped into `gap`.
 *
 * @example
 * dropIndex(0, 3); // 2: dropped below the third row, the first row becomes the third
 */
export const dropIndex = (from: number, gap: number) => (gap > from ? gap - 1 : gap);

export interface DragSortOptions {
  enabled: boolean;
  rowCount: number;
  onDrop: (from: number, to: number) => void;
}

/**
 * @example
 * const drag = useDragSort({ enabled: true, rowCount: rows.length, onDrop: (from, to) => move(from, to) });
 * // drag.handle is the grid column, drag.indicator the line, drag.dragging the row being moved
 */
export function useDragSort({ enabled, rowCount, onDrop }: DragSortOptions) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const live = useRef({ rowCount, onDrop });
  live.current = { rowCount, onDrop };
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const handle = useMemo<GridColumn<LiveRow> | undefined>(() => {
    if (!enabled) return undefined;
    const start = (event: ReactPointerEvent<HTMLElement>, from: number) => {
      if (event.button > 0) return;
      const scroller = event.currentTarget.closest<HTMLElement>('.dg-lt-scroller');
      if (!scroller) return;
      event.preventDefault();
      event.stopPropagation();
      const header = scroller.querySelector<HTMLElement>('.dg-lt-header')?.offsetHeight ?? 0;
      const rowHeight = event.currentTarget.closest<HTMLElement>('.dg-lt-row')?.offsetHeight || 32;
      let clientY = event.clientY;
      let gap = from;
      const place = () => {
        const box = scroller.getBoundingClientRect();
        const y = clientY - box.top - header + scroller.scrollTop;
        gap = Math.max(0, Math.min(live.current.rowCount, Math.round(y / rowHeight)));
        const line = box.top + header + gap * rowHeight - scroller.scrollTop;
        setDrag({
          from,
          gap,
          top: Math.max(box.top + header, Math.min(box.bottom, line)),
          left: box.left,
          width: box.width,
        });
      };
      const scroll = window.setInterval(() => {
        const box = scroller.getBoundingClientRect();
        if (clientY < box.top + header + EDGE) scroller.scrollTop -= STEP;
        else if (clientY > box.bottom - EDGE) scroller.scrollTop += STEP;
        else return;
        place();
      }, 30);
      const move = (e: PointerEvent) => {
        clientY = e.clientY;
        place();
      };
      const up = () => {
        end();
        const to = dropIndex(from, gap);
        if (to !== from) live.current.onDrop(from, to);
      };
      const key = (e: KeyboardEvent) => e.key === 'Escape' && end();
      const end = () => {
        window.clearInterval(scroll);
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        window.removeEventListener('pointercancel', end);
        window.removeEventListener('keydown', key);
        stop.current = null;
        setDrag(null);
      };
      stop.current = end;
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
      // A touch taken over by the browser (or a lost pointer) drops nothing.
      window.addEventListener('pointercancel', end);
      window.addEventListener('keydown', key);
      place();
    };
    return {
      key: '__drag',
      title: '',
      width: 40,
      render: (_, index) => (
        <span
          className="dg-lt-drag"
          role="button"
          aria-label={`拖动第 ${index + 1} 行`}
          title="按住拖动排序"
          onPointerDown={(event) => start(event, index)}
          onMouseDown={(event) => event.stopPropagation()}
        >
          ⠿
        </span>
      ),
    };
  }, [enabled]);

  const indicator = drag
    ? createPortal(
        <div
          className="dg-lt-drop-line"
          aria-hidden
          style={{ position: 'fixed', top: drag.top - 1, left: drag.left, width: drag.width }}
        >
          <span>移到第 {dropIndex(drag.from, drag.gap) + 1} 行</span>
        </div>,
        document.body,
      )
    : null;

  return { handle, dragging: drag?.from, indicator };
}
