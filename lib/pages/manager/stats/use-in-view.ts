/**
 * Whether an element has come within `margin` pixels below the viewport: a top list
 * asks the server only then, so a range costs what is on screen, and the margin lets a card load
 * just before it scrolls in. Once true it stays true.
 *
 * The first check measures the element in a layout effect, before any answer can arrive, so the
 * cards on the first screen are queued right after the series and before the previous period.
 * Later ones come from an IntersectionObserver, or from `announce`'s probe: until it is seen,
 * the element registers a probe that measures it now and says whether it is about to ask (the
 * statistics queue holds the comparison while one is; queue.ts). The probe is unregistered in the
 * same effects pass as the request starts, so no moment is left where neither says "coming".
 */
import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';

type Announce = (probe: () => boolean) => () => void;

export function useInView(ref: RefObject<Element | null>, margin: number, announce?: Announce): boolean {
  const [seen, setSeen] = useState(false);
  const within = (rect: DOMRect) => rect.top < window.innerHeight + margin && rect.bottom > -margin;
  useEffect(() => {
    if (seen || !announce) return;
    return announce(() => {
      const element = ref.current;
      if (!element || !within(element.getBoundingClientRect())) return false;
      setSeen(true);
      return true;
    });
  }, [seen]);
  useLayoutEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
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
