import type { WebCore } from './hooks/web-core';

let browserCore: Promise<WebCore> | undefined;

/**
 * The browser's ports, resolved once per page: the composition root (the athena adapter) is its own lazy
 * chunk, fetched only by what books (the dialog, the manage page's reschedule). A failed load is retried next time.
 */
export function loadBrowserCore(): Promise<WebCore> {
  browserCore ??= import('./composition/resolve-web-core').then(
    (m) => m.resolveWebCore(),
    (error: unknown) => {
      browserCore = undefined;
      throw error;
    },
  );
  return browserCore;
}
