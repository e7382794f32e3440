import { useLayoutEffect, useRef, useState } from 'react';

/** Below this the columns would be too short to work in; the page scrolls instead. */
const MIN_HEIGHT = 480;

/**
 * The height that fills the window below an element's top (less `gap` for the page's own bottom padding),
 * so the designer's columns scroll inside it and the page itself stays put. Re-measured when the window
 * is resized.
 *
 * @example
 * const { ref, height } = useFillHeight<HTMLDivElement>(24);
 * return <div ref={ref} style={{ height }}>…</div>;
 */
export function useFillHeight<T extends HTMLElement>(gap: number) {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => {
      const top = node.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - gap)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [gap]);
  return { ref, height };
}
