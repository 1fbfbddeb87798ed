import { useEffect } from 'react';

/** Widths at which the open mobile menu locks the page's scroll (website.md §2: up to 992 px). */
const SCROLL_LOCK_QUERY = '(max-width: 992px)';

/** Locks the body's scroll while `active` and the viewport matches SCROLL_LOCK_QUERY. */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const query = window.matchMedia(SCROLL_LOCK_QUERY);
    const apply = () => document.body.classList.toggle('scroll-locked', query.matches);
    apply();
    query.addEventListener('change', apply);
    return () => {
      query.removeEventListener('change', apply);
      document.body.classList.remove('scroll-locked');
    };
  }, [active]);
}
