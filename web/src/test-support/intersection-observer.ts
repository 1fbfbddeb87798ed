import { vi } from 'vitest';

/**
 * A stand-in IntersectionObserver (jsdom has none, so content waiting for the viewport loads at once): the test says
 * when the observed elements come near. Undo with `vi.unstubAllGlobals()`.
 */
export function observeViewportByHand() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly entry;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options, targets: [] as Element[] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    },
  );
  return {
    observers,
    /** What is observed, and how far ahead: [rootMargin, ids of the targets] per observer still watching. */
    watched: () => observers.filter((o) => o.targets.length > 0).map((o) => [o.options?.rootMargin, o.targets.map((t) => t.id)]),
    comeNear() {
      for (const o of observers)
        for (const target of o.targets)
          o.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], o as unknown as IntersectionObserver);
    },
  };
}
