import { FUNNEL_PATH, type FunnelEvent, type FunnelPort } from '@clinic/core';

/** The two ways a page can send a few bytes that outlive it; tests pass their own. */
export interface BeaconSenders {
  sendBeacon?: ((url: string, data: Blob) => boolean) | undefined;
  fetch?: ((url: string, init: RequestInit) => Promise<unknown>) | undefined;
}

function pageSenders(): BeaconSenders {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    sendBeacon: nav?.sendBeacon ? (url, data) => nav.sendBeacon(url, data) : undefined,
    fetch: typeof fetch === 'undefined' ? undefined : (url, init) => fetch(url, init),
  };
}

/**
 * The booking funnel's steps to `POST /api/funnel` (issue #31): a beacon when the browser has one, a keepalive fetch
 * otherwise. Fire and forget: nothing waits for it, a failure is dropped, and the body is the event and nothing else
 * (no cookie is needed, no id is added).
 */
export class BeaconFunnel implements FunnelPort {
  constructor(
    private readonly senders: BeaconSenders = pageSenders(),
    private readonly endpoint: string = FUNNEL_PATH,
  ) {}

  record(event: FunnelEvent): void {
    const body = JSON.stringify(event);
    try {
      const blob = new Blob([body], { type: 'application/json' });
      if (this.senders.sendBeacon?.(this.endpoint, blob)) return;
      void this.senders
        .fetch?.(this.endpoint, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } })
        ?.catch(() => undefined);
    } catch {
      // A count lost is better than a booking disturbed.
    }
  }
}
