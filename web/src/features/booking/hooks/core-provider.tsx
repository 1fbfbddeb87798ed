import { createContext, useContext, type ReactNode } from 'react';
import type { WebCore } from './web-core';

const CoreContext = createContext<WebCore | null>(null);

/** Hands the resolved ports to the booking hooks; tests pass a fixture-backed core. */
export function CoreProvider({ core, children }: { core: WebCore; children: ReactNode }) {
  return <CoreContext.Provider value={core}>{children}</CoreContext.Provider>;
}

/** The ports of the nearest CoreProvider. */
export function useCore(): WebCore {
  const core = useContext(CoreContext);
  if (!core) throw new Error('useCore needs a CoreProvider above it');
  return core;
}
