import type { ComponentType } from 'react';
import type { LocalizedContent } from '../content/localized-content';
import { activeLanguage, type Namespace } from '../i18n/catalog';
import type { Language } from '../i18n/languages';
import { importWithRetry } from './chunk-loading';
import { withNamespaces } from '../i18n/with-namespaces';
import { lazyModule } from './lazy-module';

export interface PageModule {
  default: ComponentType;
  /** The content modules the page reads in its language (decision 98): loaded before it renders. */
  content?: readonly Pick<LocalizedContent<unknown>, 'load' | 'isLoaded' | 'source'>[];
}

export interface LazyPage {
  /** The page's component once its chunk and its content in the page's language are in, so it renders at once. */
  loaded(): ComponentType | undefined;
  /**
   * Downloads the chunk and the page's content in `language` (the page's unless told), retrying failures (before
   * hydrating, on navigation, while prerendering): the page then renders in its language from the first frame, so
   * the prerendered HTML and the hydrated page say the same words.
   */
  preload(language?: Language): Promise<ComponentType>;
  /** The content files the page reads in `language`, once its chunk is in (the prerender lists their chunks). */
  contentSources(language: Language): string[];
  /** The message namespaces it speaks beyond the base catalog (the prerender lists their chunks too). */
  readonly namespaces: readonly Namespace[];
}

const contentOf = (mod: PageModule) => mod.content ?? [];

/**
 * A page whose chunk loads on demand (website.md §2: pages load on demand), with the message namespaces it speaks
 * beyond the base catalog, downloaded beside the chunk and its content (before hydrating and prerendering).
 */
export function lazyPage(load: () => Promise<PageModule>, namespaces: readonly Namespace[] = []): LazyPage {
  // The chunk and its namespaces as one (both asked for at once, loaded once both are in); then its content.
  const page = withNamespaces(
    lazyModule(load, (mod) => mod),
    namespaces,
  );
  return {
    loaded() {
      const mod = page.loaded();
      const language = activeLanguage();
      return mod && contentOf(mod).every((content) => content.isLoaded(language)) ? mod.default : undefined;
    },
    async preload(language = activeLanguage()) {
      const mod = await page.load();
      await Promise.all(contentOf(mod).map((content) => content.load(language, importWithRetry)));
      return mod.default;
    },
    namespaces,
    contentSources: (language) => {
      const mod = page.loaded();
      return mod ? contentOf(mod).map((content) => content.source(language)) : [];
    },
  };
}
