import { useCallback, useLayoutEffect, useReducer, useRef, useState } from 'react';

/** The 更多 button's width, before it has ever been drawn. */
const MORE_WIDTH = 72;
const GAP = 4;

/**
 * Which items of a row do not fit and go into an overflow menu. The row's width is watched; each drawn
 * item's width is remembered (an item in the menu keeps its last width), and items leave the row in
 * `spillOrder` until the rest, with the menu's button, fit. With no width to measure (jsdom), all fit.
 *
 * @example
 * const { containerRef, measureRef, hidden } = useOverflow(['undo', 'save', 'versions'], ['versions']);
 * <div ref={containerRef}>{keys.filter((k) => !hidden.has(k)).map((k) => <Button ref={measureRef(k)} />)}</div>
 */
export function useOverflow(keys: ReadonlyArray<string>, spillOrder: ReadonlyArray<string>) {
  const container = useRef<HTMLDivElement | null>(null);
  const nodes = useRef(new Map<string, HTMLElement>());
  const widths = useRef(new Map<string, number>());
  const [available, setAvailable] = useState(0);
  const [, remeasured] = useReducer((n: number) => n + 1, 0);

  const containerRef = useCallback((node: HTMLDivElement | null) => {
    container.current = node;
  }, []);
  const measureRef = useCallback(
    (key: string) => (node: HTMLElement | null) => {
      if (node) nodes.current.set(key, node);
      else nodes.current.delete(key);
    },
    [],
  );

  useLayoutEffect(() => {
    const node = container.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setAvailable(node.clientWidth));
    observer.observe(node);
    setAvailable(node.clientWidth);
    return () => observer.disconnect();
  }, []);

  // Measured when the drawn items or the room change, and once the web fonts are in (a Chinese label's
  // width depends on them) — not on every draw: reading widths forces a layout of the whole screen,
  // which on a 300-widget canvas would cost every click.
  const drawn = keys.join(' ');
  useLayoutEffect(() => {
    const measure = () => {
      let changed = false;
      for (const [key, node] of nodes.current) {
        const width = node.offsetWidth;
        if (width > 0 && widths.current.get(key) !== width) {
          widths.current.set(key, width);
          changed = true;
        }
      }
      if (changed) remeasured();
    };
    measure();
    let live = true;
    void document.fonts?.ready.then(() => live && measure());
    return () => {
      live = false;
    };
  }, [drawn, available]);

  const hidden = new Set<string>();
  if (available > 0) {
    const width = (key: string) => widths.current.get(key) ?? 0;
    let total = keys.reduce((sum, key) => sum + width(key) + GAP, -GAP);
    for (const key of spillOrder) {
      if (total <= available) break;
      if (!keys.includes(key)) continue;
      if (hidden.size === 0) total += MORE_WIDTH + GAP;
      hidden.add(key);
      total -= width(key) + GAP;
    }
  }
  return { containerRef, measureRef, hidden };
}
