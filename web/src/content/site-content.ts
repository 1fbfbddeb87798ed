// Content the frame of every page reads (decision 98): the Services menu's names. It loads in the page's language
// with the page, before hydration and before prerendering, as the catalog does.
import type { Language } from '../i18n/languages';
import { localizedContent, type ImportRunner } from './localized-content';

export const serviceTitlesContent = localizedContent('service-titles', () => import('./service-titles'));

const SITE_CONTENT = [serviceTitlesContent];

/** Loads the frame's content in `language`. */
export async function loadSiteContent(language: Language, run?: ImportRunner): Promise<void> {
  await Promise.all(SITE_CONTENT.map((content) => content.load(language, run)));
}

/** The files `loadSiteContent` reads in `language`, for the prerender to list their chunks. */
export const siteContentSources = (language: Language): string[] => SITE_CONTENT.map((content) => content.source(language));
