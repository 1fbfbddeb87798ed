import type { ComponentType } from 'react';
import type { Namespace } from '../i18n/catalog';
import { withNamespaces } from '../i18n/with-namespaces';
import { lazyModule } from './lazy-module';

export interface PageModule {
  default: ComponentType;
}

export interface LazyPage {
  /** The page's component once its chunk is in, so it renders at once (hydration, a page seen before). */
  loaded(): ComponentType | undefined;
  /** Downloads the chunk, retrying failures (before hydrating, on navigation, while prerendering). */
  preload(): Promise<ComponentType>;
}

/**
 * A page whose chunk loads on demand (website.md §2: pages load on demand), with the message namespaces it speaks
 * beyond the base catalog, downloaded beside it (before hydrating and prerendering, as the chunk is).
 */
export function lazyPage(load: () => Promise<PageModule>, namespaces: readonly Namespace[] = []): LazyPage {
  const page = withNamespaces(
    lazyModule(load, (mod) => mod.default),
    namespaces,
  );
  return { loaded: page.loaded, preload: page.load };
}
