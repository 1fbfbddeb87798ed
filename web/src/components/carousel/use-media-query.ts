import { useEffect, useState } from 'react';

/** Narrow ("mobile") layout of the home carousels: 768 px or less (website.md §9). */
const NARROW_QUERY = '(max-width: 768px)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether a media query matches. The first render always answers false (the desktop layout the
 * prerender produced), so hydration never mismatches; the real answer arrives in an effect.
 */
function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    setMatches(list.matches);
    const onChange = (event: MediaQueryListEvent) => setMatches(event.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/** True at 768 px wide or less. */
export function useIsNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY);
}

/** True when the visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
