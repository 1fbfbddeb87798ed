const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Runs `task` once, after the prerendered page has loaded and shown its first contentful paint (so no script
 * competes with it, issue #16), or as soon as someone starts interacting with the page, whichever comes first.
 */
export function afterFirstPaint(task: () => void, win: Window = window): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    for (const type of INTERACTION_EVENTS) win.removeEventListener(type, run, true);
    task();
  };
  for (const type of INTERACTION_EVENTS) win.addEventListener(type, run, { capture: true, passive: true });
  // The timeout after a frame leaves that frame's rendering to finish first.
  const afterLoadAndPaint = () => firstContentfulPaint(win, () => win.requestAnimationFrame(() => win.setTimeout(run, 0)));
  if (win.document.readyState === 'complete') afterLoadAndPaint();
  else win.addEventListener('load', afterLoadAndPaint, { once: true });
}

/** Calls `then` once the browser has reported the first contentful paint (at once where paints are not reported). */
function firstContentfulPaint(win: Window, then: () => void): void {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) return then();
  const observer = new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}
