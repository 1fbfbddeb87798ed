import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { matchPage } from './app/match-page';
import { prerenderPaths } from './app/prerender-paths';
import { localizedRedirects } from './app/redirects';
import { loadSiteContent, siteContentSources } from './content/site-content';
import { activateLanguage } from './i18n/catalog';
import { languageBase, languageOfPath } from './i18n/languages';

export { prerenderPaths, localizedRedirects };
export { LANGUAGES, languageOfPath, localizedPath, withoutLanguage } from './i18n/languages';
// Its source goes inline into every page's head (web/scripts/prerender.mjs).
export { recordEarlyTaps } from './app/early-clicks';
export { SITE_URL } from './content/site';

/** Static HTML of one path in its language; its page chunk and catalog are loaded first, so the markup holds the real content. */
export async function render(path: string): Promise<string> {
  const language = languageOfPath(path);
  // The language first: the page's own message namespaces, asked for by its preload, load in it.
  await Promise.all([activateLanguage(language), matchPage(path)?.preload(language), loadSiteContent(language)]);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter basename={languageBase(language)} location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
    // Every Suspense boundary stays inline in the HTML: React would otherwise move large ones (the home page's bands,
    // hydrated in passes of their own, decision 69) to hidden elements revealed by inline scripts, which the CSP
    // forbids and which would hide the content until JavaScript runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** The content modules a rendered path read in its language, the frame's and the page's (decision 98): their chunks load with the page's. */
export function pageContentOf(path: string): string[] {
  const language = languageOfPath(path);
  return [...siteContentSources(language), ...(matchPage(path)?.contentSources(language) ?? [])];
}

/** The message namespaces a path's page speaks beyond the base catalog (web/src/app/route-table.ts): their chunks load with the page's. */
export function pageNamespacesOf(path: string): readonly string[] {
  return matchPage(path)?.namespaces ?? [];
}

/** Folder name of the page module a path renders (its chunk and CSS go into that page's <head>). */
export function pageModuleOf(path: string): string | undefined {
  return matchPage(path)?.name;
}
