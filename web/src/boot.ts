// The only script a prerendered page references (issue #16, paint before JavaScript): the page paints from its HTML
// and inlined CSS, then the app (React, the router, the page's chunk) downloads and hydrates it.
import { afterFirstPaint } from './app/after-first-paint';
import { importWithRetry, reloadForNewDeploy } from './app/chunk-loading';
import { rememberEarlyClicks } from './app/early-clicks';

rememberEarlyClicks();

afterFirstPaint(() => {
  // When the app cannot be downloaded, the prerendered page stays: readable, its links work as plain links.
  importWithRetry(() => import('./main')).catch(() => reloadForNewDeploy(window.location.href));
});
