import { describe, expect, it } from 'vitest';
import { BeaconFunnel } from './beacon-funnel';

describe('the funnel beacon', () => {
  it('sends the event alone as a beacon to /api/funnel', async () => {
    const sent: Array<{ url: string; body: string; type: string }> = [];
    const funnel = new BeaconFunnel({
      sendBeacon: (url, data) => {
        void data.text().then((body) => sent.push({ url, body, type: data.type }));
        return true;
      },
    });
    funnel.record({ event: 'time_chosen', path: 'time_first' });
    await expect
      .poll(() => sent)
      .toEqual([{ url: '/api/funnel', body: '{"event":"time_chosen","path":"time_first"}', type: 'application/json' }]);
  });

  it('falls back to a keepalive fetch when the beacon is refused, and swallows its failure', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const funnel = new BeaconFunnel({
      sendBeacon: () => false,
      fetch: (url, init) => {
        calls.push({ url, init });
        return Promise.reject(new Error('offline'));
      },
    });
    expect(() => funnel.record({ event: 'dialog_opened' })).not.toThrow();
    expect(calls).toEqual([
      {
        url: '/api/funnel',
        init: { method: 'POST', body: '{"event":"dialog_opened"}', keepalive: true, headers: { 'Content-Type': 'application/json' } },
      },
    ]);
  });

  it('never throws when the page has no way to send', () => {
    expect(() => new BeaconFunnel({}).record({ event: 'times_shown' })).not.toThrow();
  });
});
