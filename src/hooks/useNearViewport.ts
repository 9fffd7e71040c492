/**
 * Whether an element has come near the screen (within `margin` of the viewport), once: from then
 * on it stays true. Lets a page defer below-the-fold work — the listing page's map, whose code
 * and drawing would otherwise run during the page's start-up (issue 17: Total Blocking Time) —
 * until the visitor scrolls toward it. Where IntersectionObserver is missing, true at once.
 */
import { useCallback, useEffect, useState } from 'react';

export function useNearViewport<T extends Element>(margin = '600px') {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<T | null>(null);
  useEffect(() => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);

  const ref = useCallback((node: T | null) => setElement(node), []);
  return [ref, near] as const;
}
