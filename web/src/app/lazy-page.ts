import type { ComponentType } from 'react';
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

/** A page whose chunk loads on demand (website.md §2: pages load on demand). */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  const page = lazyModule(load, (mod) => mod.default);
  return { loaded: page.loaded, preload: page.load };
}
