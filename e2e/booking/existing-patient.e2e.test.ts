import { describe, expect, it } from 'vitest';
import { bookedPatient, expectBookedExactly } from '../test-support/booking/booked-check';
import { BookingPage, type SearchChoice } from '../test-support/booking/booking-page';
import { useBookingServer } from '../test-support/booking/booking-server';
import { useTokyoBrowser, WIDTHS } from '../test-support/booking/tokyo-browser';
import { ANAHIT, ROSA, THOMAS, type Visitor } from '../test-support/booking/visitor';

const FOLLOW_UP = (location: string, provider: string): SearchChoice => ({ existing: true, location, provider, reason: 'Follow Up' });

const newPage = useTokyoBrowser();

/** Search, first time, step 2 as the persona; returns the label of the time clicked. */
async function detailsSubmitted(booking: BookingPage, url: string, choice: SearchChoice, visitor: Visitor): Promise<string> {
  await booking.open(url);
  await booking.search(choice);
  return booking.bookFirstTimeAs(visitor);
}

for (const viewport of WIDTHS) {
  // Its own practice per width: after the first run Thomas has a self-pay policy on file and would skip step 3.
  describe(`an existing patient at ${viewport.width} px in a Tokyo browser`, () => {
    const server = useBookingServer();

    it('with insurance on file books straight from step 2 to the confirmation', async () => {
      const booking = new BookingPage(await newPage(viewport), 'existing-insured');
      const before = await server().athena.booked();
      const label = await detailsSubmitted(booking, server().urlOf('/'), FOLLOW_UP('Glendale', 'Elena Vasquez, MD'), ANAHIT);
      await booking.expectConfirmation(label);
      expect(await booking.dialog.getByRole('heading', { name: 'Insurance' }).count()).toBe(0);
      expect(booking.bookRequests).toHaveLength(1);
      const patient = bookedPatient(ANAHIT, '5001');
      await expectBookedExactly(server().athena, before, { appointmentid: booking.bookRequests[0]!, label, patient });
      await booking.page.close();
    });

    it('with a messy list of policies books straight to the confirmation with the primary one', async () => {
      const booking = new BookingPage(await newPage(viewport), 'existing-messy');
      const sent: string[] = [];
      booking.page.on('request', (request) => {
        const call = request.url().endsWith('/api/athena-proxy')
          ? (request.postDataJSON() as { method?: string; data?: string })
          : undefined;
        if (call?.method === 'PUT') sent.push(call.data ?? '');
      });
      const before = await server().athena.booked();
      const label = await detailsSubmitted(booking, server().urlOf('/'), FOLLOW_UP('Burbank', 'Priya Raman, MD'), ROSA);
      await booking.expectConfirmation(label);
      expect(await booking.dialog.getByRole('heading', { name: 'Insurance' }).count()).toBe(0);
      expect(new URLSearchParams(sent[0]).get('insuranceid')).toBe('9204');
      await expectBookedExactly(server().athena, before, {
        appointmentid: booking.bookRequests[0]!,
        label,
        patient: bookedPatient(ROSA, '5004'),
      });
      await booking.page.close();
    });

    it('whose phone matches no record is told so on step 2, registered only when she says so, with a note for the desk', async () => {
      // Issue 35 item 1: Anahit with another phone. Before, the dialog registered her again silently (a duplicate chart).
      const booking = new BookingPage(await newPage(viewport), 'existing-no-match');
      const d = booking.dialog;
      const calls: { method?: string; url?: string; data?: string }[] = [];
      booking.page.on('request', (request) => {
        if (request.url().endsWith('/api/athena-proxy'))
          calls.push(request.postDataJSON() as { method?: string; url?: string; data?: string });
      });
      const registrations = () => calls.filter((c) => c.method === 'POST' && c.url === '/patients').length;
      const other: Visitor = { ...ANAHIT, phone: '8185550111' };
      await booking.open(server().urlOf('/'));
      await booking.search(FOLLOW_UP('Glendale', 'Elena Vasquez, MD'));
      const label = await booking.bookFirstTimeAs(other);

      const notice = d.getByRole('alert').filter({ hasText: "We couldn't find a patient record with these details" });
      await notice.waitFor();
      await booking.step('no match');
      expect(await notice.getByRole('link', { name: '(818) 555-0142' }).getAttribute('href')).toMatch(/^tel:/);
      expect(await d.getByLabel('First name').inputValue()).toBe(ANAHIT.first);
      expect(await d.getByLabel('Phone number').inputValue()).toBe('(818) 555-0111');
      expect(registrations()).toBe(0);

      await notice.getByRole('button', { name: 'Continue as a new patient' }).click();
      await d.getByRole('heading', { name: 'Insurance' }).waitFor();
      expect(registrations()).toBe(1);
      await d.getByLabel('Insurance provider').selectOption({ label: 'Self Pay (No Insurance)' });
      await booking.submit('Book appointment');
      await booking.expectConfirmation(label);
      const booked = calls.find((c) => c.method === 'PUT');
      expect(new URLSearchParams(booked?.data).get('bookingnote')).toContain('registered online after no match as an existing patient');
      await booking.page.close();
    });

    it('without insurance goes through step 3, books self-pay, and keeps his patient record', async () => {
      const booking = new BookingPage(await newPage(viewport), 'existing-uninsured');
      const before = await server().athena.booked();
      const label = await detailsSubmitted(booking, server().urlOf('/'), FOLLOW_UP('Burbank', 'David Kim, MD'), THOMAS);
      await booking.dialog.getByRole('heading', { name: 'Insurance' }).waitFor();
      await booking.step('insurance');
      await booking.dialog.getByLabel('Insurance provider').selectOption({ label: 'Self Pay (No Insurance)' });
      await booking.submit('Book appointment');
      await booking.expectConfirmation(label);
      expect(booking.bookRequests).toHaveLength(1);
      const patient = bookedPatient(THOMAS, '5002');
      const { packages } = await expectBookedExactly(server().athena, before, { appointmentid: booking.bookRequests[0]!, label, patient });
      expect(packages).toEqual(['0']);
      await booking.page.close();
    });
  });
}
