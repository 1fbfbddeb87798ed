import './app/strict-csp';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { chunkLoaded, reloadForNewDeploy } from './app/chunk-loading';
import { matchPage } from './app/match-page';
import { silenceConsole } from './app/silence-console';

if (import.meta.env.PROD) silenceConsole();

const container = document.getElementById('root');
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// The prerendered page's chunk is loaded before hydrating, so React hydrates it in place (no "Loading..." flash).
void (async () => {
  try {
    await matchPage(window.location.pathname)?.preload();
  } catch {
    // A deploy renamed the chunks under this tab: one full navigation picks up the new ones. Otherwise the
    // prerendered page stays as it is (readable, links work) rather than being replaced by an error.
    await reloadForNewDeploy(window.location.href);
    return;
  }
  chunkLoaded();
  if (!container) return;
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
})();
