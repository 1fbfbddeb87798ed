// React hydrates a Suspense boundary of the prerendered page (the home page's bands, home.page.tsx) once the content
// it reads has arrived. A click there before then makes React try to hydrate it at once; when it cannot, React stops
// the click at its root and never replays it. The early-tap recorder has handed over by then (decision 88), so such a
// tap, a booking button's too, did nothing, not even once the band had hydrated (decision 109). From hydration on,
// a button click that never reached its button is clicked again until React takes it.
import { dismissEarlyLoading } from './early-clicks';

/**
 * How often a stopped tap is tried again. The stopped tap raised the boundary's priority: React hydrates it as soon
 * as its content is in, so this is the longest wait after that.
 */
const RETRY_MS = 100;
/** A part of the page whose content cannot arrive (offline, a failed chunk) drops the tap then. */
const GIVE_UP_MS = 20_000;

export interface StoppedTaps {
  /** Clicks a button tapped before hydration (decision 88) until React takes it; without one, ends "Loading...". */
  replay(button: HTMLButtonElement | undefined): void;
}

/**
 * From hydration on: a button click that React stopped before it reached the button (the only click stopped on its
 * way down on this site) is kept, answered with the early "Loading..." on a booking button, and clicked again every
 * RETRY_MS until it gets through, for GIVE_UP_MS at most. A later click that gets through ends the wait.
 */
export function redeliverStoppedTaps(win: Window = window): StoppedTaps {
  let waiting: { button: HTMLButtonElement; since: number } | undefined;
  const settle = () => {
    waiting = undefined;
    dismissEarlyLoading(win);
  };
  const retry = (button: HTMLButtonElement) =>
    win.setTimeout(() => {
      if (waiting?.button !== button) return;
      if (!button.isConnected || button.disabled || Date.now() - waiting.since > GIVE_UP_MS) settle();
      else button.click();
    }, RETRY_MS);
  win.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof win.Element ? event.target.closest('button') : null;
      if (!button) return;
      let reached = false;
      const reach = () => {
        reached = true;
      };
      // Runs only if nothing stopped the click on its way down to the button.
      button.addEventListener('click', reach, { capture: true, once: true });
      // Once the click's dispatch has ended.
      win.setTimeout(() => {
        button.removeEventListener('click', reach, true);
        if (reached) {
          if (waiting) settle();
          return;
        }
        if (waiting?.button !== button) waiting = { button, since: Date.now() };
        win.clinicEarlyTaps?.loading(button);
        retry(button);
      }, 0);
    },
    true,
  );
  return {
    replay(button) {
      if (!button?.isConnected || button.disabled) return settle();
      waiting = { button, since: Date.now() };
      button.click();
    },
  };
}
