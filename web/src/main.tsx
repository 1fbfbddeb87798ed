import './app/strict-csp';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
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
  await matchPage(window.location.pathname)?.preload();
  if (!container) return;
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
})();
