import { useEffect, useState } from 'react';

/** How far the page scrolls down before the header hides (SPEC.md §9). */
export const HEADER_HIDE_SCROLL_PX = 100;

/**
 * Whether the fixed header is hidden now: with auto-hide on, once the page has scrolled down past 100 px;
 * scrolling back up shows it again.
 *
 * @example
 * const hidden = useHeaderHidden(layout.autoHideHeader);
 */
export function useHeaderHidden(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const now = window.scrollY;
      setHidden(now > HEADER_HIDE_SCROLL_PX && now >= last);
      last = now;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}
