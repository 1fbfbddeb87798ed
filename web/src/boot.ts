// The only script a prerendered page references (issue #16, paint before JavaScript): the page paints from its HTML
// and the CSS inlined for it, then the site's full stylesheet is switched on and the app (React, the router, the
// page's chunk) downloads and hydrates it.

// First, before any chunk the page loads could bring zod in (see the module).
import './app/strict-csp';
import { prefetchGroupTimes } from './lib/group-times-prefetch';
import { WARM_APPOINTMENT_DIALOG } from './lib/open-appointment-dialog';
import { afterFirstPaint } from './app/after-first-paint';
import { importWithRetry, reloadForNewDeploy } from './app/chunk-loading';
import { recordEarlyTaps } from './app/early-clicks';
import { preloadPageModule } from './app/page-module';
import { enableSiteStylesheet } from './app/site-stylesheet';

// Usually already recording (inline in the page's head); the dev server's page has no inline copy.
const taps = recordEarlyTaps();

let started = false;
function startApp() {
  if (started) return;
  started = true;
  // Every chunk of the app and the page at once, rather than a round trip per level of imports (decision 88).
  taps.preload('app');
  // The stylesheet first (the browser has usually fetched it while the page loaded): the app hydrates on arrival.
  // When the app cannot be downloaded, the prerendered page stays: readable, its links work as plain links.
  void enableSiteStylesheet()
    .then(() => {
      preloadPageModule();
      return importWithRetry(() => import('./main'));
    })
    .catch(() => {
      taps.done();
      return reloadForNewDeploy(window.location.href);
    });
}

// A booking button tapped before the app runs: the recorder has asked for the dialog's chunks and shows "Loading...";
// the dialog's first times are asked for beside them (decision 101).
taps.onBook = () => {
  prefetchGroupTimes();
  startApp();
};
// The app warms the dialog when a pointer or focus reaches a booking button (decision 73): its chunks, all at once,
// and its first times (again on a later visit to a button, once the last answer is too old to show).
window.addEventListener(WARM_APPOINTMENT_DIALOG, () => taps.preload('dialog'), { once: true });
window.addEventListener(WARM_APPOINTMENT_DIALOG, () => prefetchGroupTimes());

// A tap made before this script arrived starts the app now rather than after the page's `load`.
if (taps.button?.hasAttribute('data-book-button')) taps.onBook();
else if (taps.button) startApp();
else afterFirstPaint(startApp);
