import { AthenaScheduler, BeaconFunnel, HttpGroupTimes, WebStoragePatientStore, ProxyTransport, SystemClock } from '@clinic/adapters';
import { guardedScheduler } from '@clinic/core';
import { siteLanguageHeaders } from '../../../i18n/site-language-header';
import { prefetchingFetch } from '../../../lib/group-times-prefetch';
import type { WebCore } from '../hooks/web-core';

/**
 * The browser's composition root: athena through the server's proxy, the local fallback lists in
 * the tab's sessionStorage, the system clock, the availability index's times and the funnel's beacon. Loaded only with the booking dialog's lazy chunk.
 * A few objects, wired by hand: a container would add ~20 KB to the chunk for nothing (decision 47).
 * The lists hold names and dates of birth: sessionStorage (still the spec's browser storage) forgets them when
 * the tab closes, so the next person at a shared computer does not find them.
 */
export function resolveWebCore(storage: Storage = window.sessionStorage): WebCore {
  const clock = new SystemClock();
  const patientStore = new WebStoragePatientStore(storage);
  // The page's language goes with every athena call: the server registers a new patient in it (issue #37).
  const transport = new ProxyTransport({ headers: siteLanguageHeaders() });
  return {
    scheduler: guardedScheduler(new AthenaScheduler(transport, { clock })),
    clock,
    patientStore,
    bookingSession: () => transport.sessionHeaders(),
    // The first look asked for on the tap or the hover before the dialog's chunks arrived (decision 101).
    times: new HttpGroupTimes({ fetch: prefetchingFetch() }),
    funnel: new BeaconFunnel(),
  };
}
