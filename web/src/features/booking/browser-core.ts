import type { AvailabilityQuery } from '@clinic/core';
import { firstLookQuery, startEarlyRead } from './first-look';
import type { WebCore } from './hooks/web-core';

let browserCore: Promise<WebCore> | undefined;
let resolved: WebCore | undefined;

/**
 * The browser's ports, resolved once per page: the composition root (the athena adapter) is its own lazy
 * chunk, fetched only by what books (the dialog, the manage page's reschedule). A failed load is retried next time.
 */
export function loadBrowserCore(): Promise<WebCore> {
  browserCore ??= import('./composition/resolve-web-core').then(
    (m) => (resolved = m.resolveWebCore()),
    (error: unknown) => {
      browserCore = undefined;
      throw error;
    },
  );
  return browserCore;
}

/** The browser's ports if already resolved (the dialog's mount point loads them beside its chunk): its first render has them. */
export function resolvedBrowserCore(): WebCore | undefined {
  return resolved;
}

/** On the tap: the dialog's first read of the times, started with these ports as soon as they are in (decision 106). */
export function readFirstLookEarly(mode: AvailabilityQuery['mode']): Promise<void> {
  return loadBrowserCore().then((core) => startEarlyRead(core.times, firstLookQuery(mode)));
}
