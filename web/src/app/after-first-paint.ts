const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/**
 * Runs `task` once, after the prerendered page has loaded and painted (so no script competes with first paint,
 * issue #16), or as soon as someone starts interacting with the page, whichever comes first.
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
  // The frame after `load` is painted; the timeout leaves that frame's work to finish first.
  const afterLoad = () => win.requestAnimationFrame(() => win.setTimeout(run, 0));
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}
