import { useCallback, useState } from 'react';

/**
 * The width of an element, followed as the window or the layout changes; 0 until it is measured (and in
 * jsdom, which lays nothing out).
 *
 * @example
 * const [ref, width] = useWidth<HTMLDivElement>(); <div ref={ref}>{width}</div>
 */
export function useWidth<T extends HTMLElement>(): [(node: T | null) => void, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: T | null) => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    setWidth(node.clientWidth);
    const observer = new ResizeObserver(() => setWidth(node.clientWidth));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
