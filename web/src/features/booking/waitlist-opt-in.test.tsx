import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoreProvider } from './hooks/core-provider';
import type { WebCore } from './hooks/web-core';
import { WaitlistOptIn } from './waitlist-opt-in';

afterEach(() => vi.unstubAllGlobals());

const core = (bookingSession?: () => Record<string, string>) => ({ ...(bookingSession ? { bookingSession } : {}) }) as unknown as WebCore;

describe('the confirmation step\'s "Tell me if an earlier time opens"', () => {
  it('puts the appointment on the list with the booking session as proof and says what happens next', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ choices: null }), { status: 200 }));
    vi.stubGlobal('fetch', fetchImpl);
    const user = userEvent.setup({ delay: null });
    // Booked Tue Dec 16 2025: offers stop on Dec 15 at the latest.
    render(
      <CoreProvider core={core(() => ({ 'booking-session': 'signed' }))}>
        <WaitlistOptIn patientId="5001" appointmentId="1002125" bookedDate="12/16/2025" providerName="Dr. Reyes" />
      </CoreProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Tell me if an earlier time opens' }));
    await user.click(screen.getByRole('radio', { name: 'Any provider at this clinic' }));
    await user.click(screen.getByRole('checkbox', { name: 'Fri' }));
    await user.click(screen.getByRole('button', { name: 'Tell me' }));
    expect(await screen.findByRole('status')).toHaveTextContent('we will e-mail you if an earlier time opens');
    const [path, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/waitlist/booking');
    expect(init.headers).toMatchObject({ 'booking-session': 'signed' });
    expect(JSON.parse(String(init.body))).toEqual({
      patientId: '5001',
      appointmentId: '1002125',
      choices: { providerChoice: 'any', weekdays: [1, 2, 3, 4], partOfDay: 'any', endDate: '12/15/2025' },
    });
  });

  it('is not offered without a booking session (nothing could prove the patient)', () => {
    const { container } = render(
      <CoreProvider core={core()}>
        <WaitlistOptIn patientId="5001" appointmentId="1002125" bookedDate="12/16/2025" providerName="Dr. Reyes" />
      </CoreProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
