import { initialTimeFirstState, timeFirstReducer } from '@clinic/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchGroupTimes } from '../../../lib/group-times-prefetch';
import { resolveWebCore } from './resolve-web-core';

describe("the browser's composition root", () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('reads the dialog’s first times from the request made on the tap, not a second time (decision 101)', async () => {
    const requests: string[] = [];
    const answer = { status: 'fresh', asOf: '2025-12-01T16:00:00.000Z', slots: [] };
    vi.stubGlobal('fetch', async (input: string) => (requests.push(input), new Response(JSON.stringify(answer))));
    prefetchGroupTimes('appointment');
    // The dialog's first read, as the time-first list asks for it when it opens with booking.md §2's defaults.
    const [firstRead] = timeFirstReducer(initialTimeFirstState, {
      type: 'timesRequested',
      query: { patientType: 'new', mode: 'appointment' },
    }).loads;
    expect(await resolveWebCore().times.groupTimes(firstRead!.query)).toEqual(answer);
    expect(requests).toHaveLength(1);
  });

  it('keeps the fallback patient list in the tab session only, never in lasting local storage', async () => {
    const { patientStore } = resolveWebCore();
    await patientStore.savePatient({ firstName: 'Ana', lastName: 'Lee', dob: '04/12/1985' });
    expect(sessionStorage.getItem('patients')).toContain('Ana');
    expect(localStorage.getItem('patients')).toBeNull();
  });
});
