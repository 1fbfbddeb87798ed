// The only script a prerendered page references (issue #16, paint before JavaScript): the page paints from its HTML
// and the CSS inlined for it, then the site's full stylesheet is switched on and the app (React, the router, the
// page's chunk) downloads and hydrates it.

// First, before any chunk the page loads could bring zod in (see the module).
import './app/strict-csp';
import { afterFirstPaint } from './app/after-first-paint';
import { importWithRetry, reloadForNewDeploy } from './app/chunk-loading';
import { rememberEarlyClicks } from './app/early-clicks';
import { preloadPageModule } from './app/page-module';
import { enableSiteStylesheet } from './app/site-stylesheet';

rememberEarlyClicks();

afterFirstPaint(() => {
  // The stylesheet first (the browser has usually fetched it while the page loaded): the app hydrates on arrival.
  // When the app cannot be downloaded, the prerendered page stays: readable, its links work as plain links.
  void enableSiteStylesheet()
    .then(() => {
      preloadPageModule();
      return importWithRetry(() => import('./main'));
    })
    .catch(() => reloadForNewDeploy(window.location.href));
});
