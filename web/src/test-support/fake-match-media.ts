// A small window.matchMedia for jsdom (which has none): answers width and reduced-motion queries
// from a settable viewport and notifies listeners when the viewport changes, like a resize would.

export interface FakeViewport {
  width: number;
  reducedMotion: boolean;
}

type Listener = (event: MediaQueryListEvent) => void;

function evaluate(query: string, viewport: FakeViewport): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const max = /max-width:\s*(\d+)px/.exec(part);
    if (max?.[1]) return viewport.width <= Number(max[1]);
    const min = /min-width:\s*(\d+)px/.exec(part);
    if (min?.[1]) return viewport.width >= Number(min[1]);
    if (part.includes('prefers-reduced-motion')) return viewport.reducedMotion;
    return false;
  });
}

/** Installs the fake and returns a setter that changes the viewport and fires change events. */
export function installMatchMedia(initial: Partial<FakeViewport> = {}) {
  const viewport: FakeViewport = { width: 1280, reducedMotion: false, ...initial };
  const lists = new Map<string, { matches: boolean; listeners: Set<Listener> }>();

  window.matchMedia = (query: string) => {
    const entry = lists.get(query) ?? { matches: evaluate(query, viewport), listeners: new Set<Listener>() };
    lists.set(query, entry);
    return {
      media: query,
      get matches() {
        return evaluate(query, viewport);
      },
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };

  return function setViewport(next: Partial<FakeViewport>) {
    Object.assign(viewport, next);
    for (const [query, entry] of lists) {
      const matches = evaluate(query, viewport);
      if (matches === entry.matches) continue;
      entry.matches = matches;
      for (const listener of entry.listeners) listener({ matches, media: query } as MediaQueryListEvent);
    }
  };
}
