import './app/strict-csp';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { chunkLoaded, importWithRetry, reloadForNewDeploy } from './app/chunk-loading';
import { replayEarlyClick, takeEarlyClick } from './app/early-clicks';
import { matchPage } from './app/match-page';
import { silenceConsole } from './app/silence-console';
import { loadSiteContent } from './content/site-content';
import { activateLanguage } from './i18n/catalog';
import { languageBase, languageOfPath } from './i18n/languages';

if (import.meta.env.PROD) silenceConsole();

const container = document.getElementById('root');
// The address says the language (decision 94); switching it is a full navigation, so it holds for this document.
const language = languageOfPath(window.location.pathname);

/** Clicks again, once the site is live, a button tapped while the app was still downloading (decision 27). */
function ReplayEarlyClick({ early }: { early: { button?: HTMLButtonElement } }) {
  useEffect(() => {
    const { button } = early;
    early.button = undefined; // once, StrictMode's second effect included
    // In a task of its own: what the hydrated page restores as it mounts (text typed before hydration, decision 88)
    // renders first, so the button's handler sees it. A booking button's click renders the dialog's frame, with its
    // own "Loading...", before the next paint; the early box goes then (or when nothing is replayed). A button in a
    // part of the page still waiting for its content is clicked again once React can take it (decision 109).
    setTimeout(() => replayEarlyClick(button), 0);
  }, [early]);
  return null;
}

const app = (early: { button?: HTMLButtonElement }) => (
  <StrictMode>
    <BrowserRouter basename={languageBase(language)}>
      <App />
      <ReplayEarlyClick early={early} />
    </BrowserRouter>
  </StrictMode>
);

// The prerendered page's chunk, its content and the frame's in its language are loaded before hydrating, so React
// hydrates it in place (no "Loading..." flash, no English flashing before the page's language).
void (async () => {
  try {
    // The language first: the page's own message namespaces, asked for by its preload, load in it.
    await Promise.all([
      activateLanguage(language),
      matchPage(window.location.pathname)?.preload(language),
      loadSiteContent(language, importWithRetry),
    ]);
  } catch {
    // A deploy renamed the chunks under this tab: one full navigation picks up the new ones. Otherwise the
    // prerendered page stays as it is (readable, links work) rather than being replaced by an error.
    await reloadForNewDeploy(window.location.href);
    return;
  }
  chunkLoaded();
  if (!container) return;
  const early = { button: takeEarlyClick() };
  // In a transition, hydration yields to the browser every few milliseconds instead of one long task (the page is
  // already painted; what someone touches meanwhile is hydrated first).
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app(early)));
  else createRoot(container).render(app(early));
})();
