import { WAITLIST_MESSAGES, managedAppointmentSchema } from '@clinic/core';
import { managed } from '@clinic/core/test-support';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateCatalog } from '../../test-support/catalogs';
import { OfferFlow } from './offer-flow';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
// Tue Dec 16 2025, 9:00 AM booked; Thu Dec 4 2025, 10:00 AM offered.
const BOOKED = managedAppointmentSchema.parse(managed({ appointmentId: '101', date: '12/16/2025', startTime: '09:00' }));
const OFFERED = managedAppointmentSchema.parse(managed({ appointmentId: '201', date: '12/04/2025', startTime: '10:00' }));

beforeEach(() => window.history.replaceState(null, '', '/appointments/offer?token=o.7.1764608400.sig'));
afterEach(() => vi.unstubAllGlobals());

function server(accept: Response) {
  const fetchImpl = vi.fn(async (path: string) =>
    path === '/api/waitlist/offer' ? answer(200, { booked: BOOKED, offered: OFFERED, expiresAt: '2025-12-01T16:30:00.000Z' }) : accept,
  );
  vi.stubGlobal('fetch', fetchImpl);
  return fetchImpl;
}

describe('the offer page', () => {
  it('shows both appointments and moves with one tap, sending the token in the body only', async () => {
    const fetchImpl = server(answer(200, { appointment: OFFERED }));
    render(<OfferFlow />);
    expect(await screen.findByRole('region', { name: 'Your appointment now' })).toHaveTextContent('Tuesday, Dec 16');
    expect(screen.getByRole('region', { name: 'The earlier time' })).toHaveTextContent('Thursday, Dec 4');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Move my appointment' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your appointment has moved');
    expect(fetchImpl).toHaveBeenLastCalledWith(
      '/api/waitlist/offer/accept',
      expect.objectContaining({ method: 'POST', body: '{"token":"o.7.1764608400.sig"}' }),
    );
  });

  it('says kindly that another patient was first, and the appointment is kept', async () => {
    server(answer(409, { code: 'OFFER_TAKEN', message: WAITLIST_MESSAGES.OFFER_TAKEN }));
    render(<OfferFlow />);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Move my appointment' }));
    expect(await screen.findByRole('status')).toHaveTextContent('another patient took this time first. Your appointment has not changed');
  });

  it('says kindly that the appointment is being changed elsewhere and nothing was moved', async () => {
    server(answer(409, { code: 'BEING_CHANGED', message: WAITLIST_MESSAGES.BEING_CHANGED }));
    render(<OfferFlow />);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Move my appointment' }));
    expect(await screen.findByRole('status')).toHaveTextContent('being changed right now, so nothing was moved');
    expect(screen.getByRole('link', { name: '(818) 555-0142' })).toBeInTheDocument();
  });

  it('explains an expired link instead of showing the offer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(410, { code: 'OFFER_EXPIRED', message: WAITLIST_MESSAGES.OFFER_EXPIRED })),
    );
    render(<OfferFlow />);
    expect(await screen.findByRole('status')).toHaveTextContent('This offer has expired');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    ['es', 'Su cita actual', 'martes, 16 dic, 9:00 hora del Pacífico', 'Cambiar mi cita', 'Su cita se ha cambiado'],
    ['hy', 'Ձեր ներկայիս այցը', 'դեկ 16, երեքշաբթի, 09:00 Խաղաղօվկիանոսյան ժամանակ', 'Տեղափոխել իմ այցը', 'Ձեր այցը տեղափոխվեց'],
  ])("speaks the page's language (%s), the times in clinic time named so in it", async (language, now, when, move, moved) => {
    activateCatalog(language as 'es' | 'hy');
    server(answer(200, { appointment: OFFERED }));
    render(<OfferFlow />);
    expect(await screen.findByRole('region', { name: now })).toHaveTextContent(when);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: move }));
    expect(await screen.findByRole('status')).toHaveTextContent(moved);
  });
});
