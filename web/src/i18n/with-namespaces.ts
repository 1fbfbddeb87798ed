import type { LazyModule } from '../app/lazy-module';
import { loadNamespaces, namespacesLoaded, type Namespace } from './catalog';

/**
 * A lazy chunk that speaks message namespaces of its own (the booking dialog, the manage page): its messages are
 * asked for in the same moment as its code, both downloads in flight together (never the chunk, then its messages:
 * that waterfall costs a slow phone a round trip), and it counts as loaded once both are in.
 */
export function withNamespaces<T>(module: LazyModule<T>, namespaces: readonly Namespace[]): LazyModule<T> {
  return {
    loaded: () => (namespacesLoaded(namespaces) ? module.loaded() : undefined),
    load: () => Promise.all([module.load(), loadNamespaces(namespaces)]).then(([value]) => value),
  };
}
