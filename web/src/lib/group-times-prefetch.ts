// The booking dialog opens on the group's soonest times (decision 92), read from GET /api/availability once the
// dialog's chunks have arrived, evaluated and rendered: a waterfall of chunk → composition root → request. Asked for
// on intent instead (a pointer or focus on a booking button, the tap, a tap made before the app ran), the answer
// arrives beside the chunks, and the dialog's first read takes it (decision 101). This module is in the boot script's
// graph, before first paint: it imports nothing, so the core (zod) stays out of it.

/**
 * The dialog's first read, as `HttpGroupTimes` asks for it: a new patient (booking.md §2's default), the near days
 * only (`FIRST_LOOK_DAYS`). Checked against the composition root's own request in its test.
 */
export function firstLookAddress(mode: 'appointment' | 'iv'): string {
  return `/api/availability?patientType=new&mode=${mode}&days=${FIRST_LOOK_DAYS_ASKED}`;
}

/** The core's FIRST_LOOK_DAYS, written out so that nothing here imports the core (checked in the test). */
export const FIRST_LOOK_DAYS_ASKED = 14;

/**
 * How long a prefetched answer may wait for the dialog. Its status was worded by the server when it was sent: kept
 * longer, a "fresh" list could be older than the index's 60 s promise. A tap follows its hover within a second or
 * two; an early tap on a slow phone waits for the app's chunks, several seconds.
 */
export const PREFETCH_KEPT_MS = 20_000;

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

// Resolved at call time, so a fetch stubbed later (tests) still applies.
const networkFetch: Fetch = (input, init) => fetch(input, init);

interface Prefetched {
  address: string;
  at: number;
  response: Promise<Response>;
  /** Handed to the dialog already: not again, and not asked for again while young. */
  taken?: boolean;
}

/** One page's prefetched answer: asked for on intent, handed to the dialog's first read. */
export function groupTimesPrefetch(request: Fetch = networkFetch) {
  let prefetched: Prefetched | undefined;
  return {
    /**
     * Asks for the dialog's first look now, unless the same request was made within PREFETCH_KEPT_MS, even one the
     * dialog took already: the focus coming back to the button as the dialog replaces its frame asked again.
     */
    prefetchGroupTimes(mode: 'appointment' | 'iv' = 'appointment', now: number = Date.now()): void {
      const address = firstLookAddress(mode);
      if (prefetched?.address === address && now - prefetched.at < PREFETCH_KEPT_MS) return;
      const kept: Prefetched = { address, at: now, response: request(address, { headers: { Accept: 'application/json' } }) };
      // A failed prefetch is nobody's error: forgotten, so the dialog's read (or the next hover) asks again.
      kept.response.catch(() => {
        if (prefetched === kept) prefetched = undefined;
      });
      prefetched = kept;
    },

    /**
     * A fetch for the dialog's adapters: the prefetched answer, once, for its own address while it is young, within
     * the caller's deadline; the network for anything else, a second read, or a prefetch that failed.
     */
    prefetchingFetch(network: Fetch = networkFetch, now: () => number = Date.now): Fetch {
      return (input, init) => {
        const kept = prefetched;
        if (!kept || kept.taken || kept.address !== input || now() - kept.at >= PREFETCH_KEPT_MS) return network(input, init);
        kept.taken = true;
        const signal = init?.signal;
        const aborted = new Promise<never>((_, reject) => {
          if (signal?.aborted) reject(signal.reason);
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        });
        return Promise.race([kept.response.catch(() => network(input, init)), aborted]);
      };
    },
  };
}

/** The page's own: the boot script and the app's mount point prefetch, the composition root's adapter reads. */
export const { prefetchGroupTimes, prefetchingFetch } = groupTimesPrefetch();
