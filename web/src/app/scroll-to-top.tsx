import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the top on every route change (website.md §2), unless the address targets an anchor. Not on the page the
 * document opened on: the browser has placed it (its scroll restoration, the anchor), or the patient has scrolled it
 * before the app hydrated, and a jump to the top then put the hero under a finger on its way to a band's button
 * (decision 109).
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname + hash);
  useLayoutEffect(() => {
    if (shown.current === pathname + hash) return;
    shown.current = pathname + hash;
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
