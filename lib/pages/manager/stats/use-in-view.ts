/**
 * Whether an element has come within `margin` pixels below the viewport: a top list
 * asks the server only then, so a range costs what is on screen, and the margin lets a card load
 * just before it scrolls in. Once true it stays true.
 *
 * The first check measures the element in a layout effect, before any answer can arrive, so the
 * cards on the first screen are queued right after the series and before the previous period.
 * Later ones come from an IntersectionObserver.
 */
import type { RefObject } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';

export function useInView(ref: RefObject<Element | null>, margin: number): boolean {
  const [seen, setSeen] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const within = (rect: DOMRect) => rect.top < window.innerHeight + margin && rect.bottom > -margin;
    if (within(element.getBoundingClientRect())) return setSeen(true);
    if (typeof IntersectionObserver === 'undefined') return setSeen(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: `0px 0px ${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return seen;
}
