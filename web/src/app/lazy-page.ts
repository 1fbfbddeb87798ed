import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PageModule {
  default: ComponentType;
}

export interface LazyPage {
  Component: LazyExoticComponent<ComponentType>;
  /** Loads the chunk ahead of rendering (before hydration, or on hover). */
  preload(): Promise<void>;
}

/** A page whose chunk loads on demand, and which renders without suspending once preloaded. */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  const preload = () =>
    load().then((mod) => {
      loaded = mod;
    });
  // React.lazy resolves synchronously when the thenable settles during `then`: with the chunk already
  // loaded before hydrateRoot, the prerendered page hydrates in place instead of suspending.
  const settled = (mod: PageModule) => ({ then: (resolve: (m: PageModule) => void) => resolve(mod) });
  const Component = lazy(() => (loaded ? settled(loaded) : load().then((mod) => (loaded = mod))) as Promise<PageModule>);
  return { Component, preload };
}
