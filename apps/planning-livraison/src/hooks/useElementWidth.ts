import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

/**
 * The width in pixels of an element, read before the first paint and again whenever it changes
 * (a window resized, a tablet turned): the timeline chooses its slots from it (issue 11 item 4).
 * 0 until the element exists; without `ResizeObserver` (tests), the width read once.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
