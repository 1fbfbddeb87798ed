import { act, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { firstLookAddress } from '../lib/group-times-prefetch';
import { openAppointmentDialog } from '../lib/open-appointment-dialog';
import { BookingDialogSlot } from './booking-dialog-slot';

afterEach(() => vi.unstubAllGlobals());

// The dialog's code, compiled cold, took 2.4 s alone and over 5 s beside the browser suite (decision 102): a test
// timeout that was the machine's, not the slot's. Its tests read behaviour with the code already in, as a page
// that had it from another file; the first compile is the hook's, with a limit of its own.
beforeAll(() => Promise.all([import('../features/booking/browser-core'), import('../features/booking/booking-dialog')]), 60_000);

/** Every address fetched, in order: the availability index answers with no times, anything else is offline. */
function recordedRequests(): string[] {
  const requests: string[] = [];
  const answer = { status: 'fresh', asOf: new Date().toISOString(), slots: [] };
  vi.stubGlobal('fetch', async (input: string) => {
    requests.push(input);
    return input.startsWith('/api/availability') ? new Response(JSON.stringify(answer)) : Promise.reject(new TypeError('offline'));
  });
  return requests;
}

describe('the booking dialog’s mount point', () => {
  it('asks for the first times on the tap itself, beside the dialog’s chunk, and the dialog reads them from there', async () => {
    const requests = recordedRequests();
    render(<BookingDialogSlot />);
    act(() => openAppointmentDialog());
    // Only the times: with the dialog's chunk already in (another file loaded it), its funnel beacon follows the tap.
    expect(requests.filter((r) => r.startsWith('/api/availability'))).toEqual([firstLookAddress('appointment')]);
    // The first look read, the dialog asks for the whole 90-day window next: the first look was not asked for again.
    await waitFor(() => expect(requests).toContain('/api/availability?patientType=new&mode=appointment'), { timeout: 5000 });
    expect(requests.filter((r) => r === firstLookAddress('appointment'))).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Book Appointment' })).toBeInTheDocument();
  });

  it('asks for no first look of its own when opened again with its code already in: the dialog reads at once', async () => {
    const requests = recordedRequests();
    const whole = '/api/availability?patientType=new&mode=appointment';
    render(<BookingDialogSlot />);
    act(() => openAppointmentDialog());
    await waitFor(() => expect(requests).toContain('/api/athena-proxy'), { timeout: 5000 });
    act(() => screen.getByRole('button', { name: 'Close Book Appointment' }).click());
    requests.length = 0;
    act(() => openAppointmentDialog());
    // The locations are asked for once the times show: by then a read started beside the dialog would have gone too.
    await waitFor(() => expect(requests).toContain('/api/athena-proxy'), { timeout: 5000 });
    const firstLooks = requests.flatMap((r, at) => (r === firstLookAddress('appointment') ? [at] : []));
    expect(firstLooks.length).toBeLessThanOrEqual(1);
    expect(firstLooks.every((at) => at < requests.indexOf(whole))).toBe(true);
  });

  it('opens for a tap React runs in the commit that hydrates the page, before that commit’s passive effects', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    // What a tap during hydration amounts to: React finishes hydrating at once and runs the button's handler then.
    function TappedAsHydrated() {
      useLayoutEffect(() => openAppointmentDialog(), []);
      return null;
    }
    render(
      <>
        <BookingDialogSlot />
        <TappedAsHydrated />
      </>,
    );
    expect(await screen.findByRole('dialog', { name: 'Book Appointment' })).toBeInTheDocument();
  });
});
