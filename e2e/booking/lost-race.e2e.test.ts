import { describe, expect, it } from 'vitest';
import { bookedPatient, expectBookedExactly } from '../test-support/booking/booked-check';
import { BookingPage, type SearchChoice } from '../test-support/booking/booking-page';
import { useBookingServer } from '../test-support/booking/booking-server';
import { bookBehindTheDialog, expectPatientFormKept, expectSlotTaken } from '../test-support/booking/race';
import { useTokyoBrowser, WIDTHS } from '../test-support/booking/tokyo-browser';
import { ANAHIT, newVisitor, type Visitor } from '../test-support/booking/visitor';

const ELENA_VASQUEZ_ID = '2';
const ELENA = { location: 'Glendale', provider: 'Elena Vasquez, MD' } as const;

const server = useBookingServer();
const newPage = useTokyoBrowser();

/** Opens the dialog, searches, clicks the first time and fills step 2; returns that time's label. */
async function chooseAndFill(booking: BookingPage, choice: SearchChoice, visitor: Visitor): Promise<string> {
  await booking.open(server().urlOf('/'));
  await booking.search(choice);
  const { button, label } = await booking.firstSlot();
  await button.click();
  await booking.fillPatient(visitor);
  return label;
}

for (const [i, viewport] of WIDTHS.entries()) {
  describe(`a lost race at ${viewport.width} px in a Tokyo browser`, () => {
    // Anahit has insurance on file: step 2 books directly, so the race is lost on "Continue".
    it('shows the slot-taken message, refreshes the times without it, keeps the form, then books another time', async () => {
      const booking = new BookingPage(await newPage(viewport), 'lost-race');
      const before = await server().athena.booked();
      const lost = await chooseAndFill(booking, { ...ELENA, existing: true, reason: 'Follow Up' }, ANAHIT);
      const taken = await bookBehindTheDialog(server().athena, booking, ELENA_VASQUEZ_ID, lost);
      await booking.submit('Continue');
      await expectSlotTaken(booking, lost);
      expect(taken).toContain(booking.bookRequests[0]);

      const second = await booking.firstSlot();
      expect(second.label).not.toBe(lost);
      await second.button.click();
      await expectPatientFormKept(booking, ANAHIT);
      await booking.submit('Continue');
      await booking.expectConfirmation(second.label);
      expect(booking.bookRequests).toHaveLength(2);
      // A new time is a new attempt: it must not replay the lost one's answer.
      expect(new Set(booking.idempotencyKeys).size).toBe(2);
      await expectBookedExactly(
        server().athena,
        before,
        { appointmentid: booking.bookRequests[1]!, label: second.label, patient: bookedPatient(ANAHIT, '5001') },
        taken,
      );
      await booking.page.close();
    });

    // A new patient loses on step 3, after registering and adding a policy: the second try finds her insured.
    it('lets a new patient who lost the race on step 3 book another time with what she typed', async () => {
      const visitor = newVisitor('Lucia', ['Moreno', 'Marin'][i]!, ['06/30/1990', '01/17/1986'][i]!, `5${i}`);
      const booking = new BookingPage(await newPage(viewport), 'lost-race-new');
      const before = await server().athena.booked();
      const lost = await chooseAndFill(booking, { ...ELENA, reason: 'New Patient' }, visitor);
      await booking.submit('Continue');
      const d = booking.dialog;
      await d.getByLabel('Insurance provider').selectOption({ label: 'Aetna' });
      await d.getByLabel('Insurance ID number').fill('AET5512009');
      await d.getByLabel('Policy/group number').fill('GRP-8841');
      await d.getByLabel('Relationship to policy holder').selectOption({ label: 'Self' });
      const taken = await bookBehindTheDialog(server().athena, booking, ELENA_VASQUEZ_ID, lost);
      await booking.submit('Book appointment');
      await expectSlotTaken(booking, lost);
      expect(taken).toContain(booking.bookRequests[0]);

      const second = await booking.firstSlot();
      await second.button.click();
      await expectPatientFormKept(booking, visitor);
      await booking.submit('Continue');
      await booking.expectConfirmation(second.label);
      const { packages } = await expectBookedExactly(
        server().athena,
        before,
        { appointmentid: booking.bookRequests.at(-1)!, label: second.label, patient: bookedPatient(visitor) },
        taken,
      );
      expect(packages).toEqual(['23344']); // Aetna, added once
      await booking.page.close();
    });
  });
}
