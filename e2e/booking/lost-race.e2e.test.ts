import { describe, expect, it } from 'vitest';
import { bookedPatient, clinicSlotLabel, expectBookedExactly } from './support/booked-check';
import { BookingPage } from './support/booking-page';
import { useBookingServer } from './support/booking-server';
import { useTokyoBrowser, WIDTHS } from './support/tokyo-browser';
import { ANAHIT } from './support/visitor';

// Anahit has insurance on file: step 2 books directly, so the race is lost on "Continue".
const NAMESAKE_ID = '5003'; // PERSONAS.namesake books the same time through another channel.
const ELENA_VASQUEZ_ID = '2';
const SLOT_TAKEN = 'That time was just booked by someone else. Please choose another time.';

const server = useBookingServer();
const newPage = useTokyoBrowser();

for (const viewport of WIDTHS) {
  describe(`a lost race at ${viewport.width} px in a Tokyo browser`, () => {
    it('shows the slot-taken message, refreshes the times without it, keeps the form, then books another time', async () => {
      const booking = new BookingPage(await newPage(viewport), 'lost-race');
      const d = booking.dialog;
      const before = await server().athena.booked();
      await booking.open(server().urlOf('/'));
      await booking.search({ existing: true, location: 'Glendale', provider: 'Elena Vasquez, MD', reason: 'Follow Up' });
      const first = await booking.firstSlot();
      await first.button.click();
      await booking.fillPatient(ANAHIT);

      // Behind the dialog's back: every open slot athena offered at that time for her is booked by someone else.
      const taken = [...new Set(booking.openSlots
        .filter((s) => String(s.providerid) === ELENA_VASQUEZ_ID && clinicSlotLabel(s.date, s.starttime) === first.label)
        .map((s) => String(s.appointmentid)))];
      expect(taken.length).toBeGreaterThan(0);
      for (const id of taken) {
        const slot = booking.openSlots.find((s) => String(s.appointmentid) === id)!;
        expect(await server().athena.book(slot, NAMESAKE_ID)).toBe(200);
      }

      await booking.submit('Continue');
      await d.getByRole('alert').filter({ hasText: SLOT_TAKEN }).waitFor();
      await booking.days().waitFor();
      await expect.poll(() => booking.days().getByRole('button', { name: first.label, exact: true }).count()).toBe(0);
      await booking.step('slot-taken');
      expect(taken).toContain(booking.bookRequests[0]);

      const second = await booking.firstSlot();
      expect(second.label).not.toBe(first.label);
      await second.button.click();
      await d.getByRole('heading', { name: 'Patient details' }).waitFor();
      const typed = async (label: string) => d.getByLabel(label, { exact: true }).inputValue();
      expect([await typed('First name'), await typed('Last name'), await typed('Phone number'), await typed('Email'), await typed('Date of birth')])
        .toEqual([ANAHIT.first, ANAHIT.last, '(818) 555-0187', ANAHIT.email, ANAHIT.dob]);
      expect(await d.getByRole('checkbox', { name: /at least 13 years old/ }).isChecked()).toBe(true);
      expect(await d.getByRole('checkbox', { name: /receive text messages/ }).isChecked()).toBe(true);
      await booking.step('patient-kept');

      await booking.submit('Continue');
      await booking.expectConfirmation(second.label);
      expect(booking.bookRequests).toHaveLength(2);
      // A new time is a new attempt: it must not replay the lost one's answer.
      expect(new Set(booking.idempotencyKeys).size).toBe(2);
      const patient = bookedPatient(ANAHIT, '5001');
      await expectBookedExactly(server().athena, before, { appointmentid: booking.bookRequests[1]!, label: second.label, patient }, taken);
      await booking.page.close();
    });
  });
}
