import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` (above or below) of the viewport, and from then on: content below the
 * fold loads as the visitor scrolls towards it, not with the page. Where the browser has no IntersectionObserver the
 * content loads at once. Server rendering sees false, as does the first client render, so hydration matches.
 */
export function useNearViewport<T extends Element>(margin: string) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${margin} 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { near, ref };
}
