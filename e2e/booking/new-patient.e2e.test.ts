import { describe, expect, it } from 'vitest';
import { bookedPatient, expectBookedExactly } from '../test-support/booking/booked-check';
import { BookingPage, type SearchChoice } from '../test-support/booking/booking-page';
import { useBookingServer } from '../test-support/booking/booking-server';
import { useTokyoBrowser, WIDTHS } from '../test-support/booking/tokyo-browser';
import { newVisitor, type Visitor } from '../test-support/booking/visitor';

const server = useBookingServer();
const newPage = useTokyoBrowser();
const GLENDALE_NEW: SearchChoice = { location: 'Glendale', provider: 'Elena Vasquez, MD', reason: 'New Patient' };
const BLUE_SHIELD = '2150';

/** Search, first time, step 2 as a new patient, then on to step 3; returns the slot label the patient clicked. */
async function reachInsurance(booking: BookingPage, visitor: Visitor): Promise<string> {
  await booking.open(server().urlOf('/'));
  await booking.search(GLENDALE_NEW);
  const label = await booking.bookFirstTimeAs(visitor);
  await booking.dialog.getByRole('heading', { name: 'Insurance' }).waitFor();
  await booking.step('insurance');
  return label;
}

// Each run books as a different new patient: a second run as the same person would find her, insured, and skip step 3.
for (const [i, viewport] of WIDTHS.entries()) {
  describe(`a new patient at ${viewport.width} px in a Tokyo browser`, () => {
    it('books self-pay with a double click and sees the clinic time on the confirmation; athena holds exactly that appointment', async () => {
      const visitor = newVisitor('Grace', ['Liu', 'Lee'][i]!, ['02/14/1992', '03/15/1991'][i]!, `9${i}`);
      const booking = new BookingPage(await newPage(viewport), 'new-self-pay');
      const before = await server().athena.booked();
      const label = await reachInsurance(booking, visitor);
      await booking.dialog.getByLabel('Insurance provider').selectOption({ label: 'Self Pay (No Insurance)' });
      // An impatient double click still sends one booking, with its idempotency key.
      await booking.dialog.getByRole('button', { name: 'Book appointment', exact: true }).dblclick();
      await booking.expectConfirmation(label);
      expect(booking.page.url()).not.toContain(visitor.last);
      expect(booking.bookRequests).toHaveLength(1);
      expect(booking.idempotencyKeys[0]).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
      const { packages } = await expectBookedExactly(server().athena, before, {
        appointmentid: booking.bookRequests[0]!,
        label,
        patient: bookedPatient(visitor),
      });
      expect(packages).toEqual(['0']);
      await booking.page.close();
    });

    it('books with insurance, relationship Self filling the policy holder from step 2', async () => {
      const visitor = newVisitor('Marco', ['Reyes', 'Rossi'][i]!, ['07/04/1979', '11/23/1983'][i]!, `8${i}`);
      const booking = new BookingPage(await newPage(viewport), 'new-insured');
      const before = await server().athena.booked();
      const label = await reachInsurance(booking, visitor);
      const d = booking.dialog;
      await d.getByLabel('Insurance provider').selectOption({ label: 'Blue Shield' });
      await d.getByLabel('Insurance ID number').fill('BSC7740192');
      await d.getByLabel('Policy/group number').fill('GRP-55120');
      await d.getByLabel('Relationship to policy holder').selectOption({ label: 'Self' });
      expect(await d.getByLabel('Policy holder first name').inputValue()).toBe(visitor.first);
      expect(await d.getByLabel('Policy holder last name').inputValue()).toBe(visitor.last);
      expect(await d.getByLabel('Policy holder date of birth').inputValue()).toBe(visitor.dob);
      await booking.step('insurance-filled');
      await booking.submit('Book appointment');
      await booking.expectConfirmation(label);
      expect(booking.bookRequests).toHaveLength(1);
      const { packages } = await expectBookedExactly(server().athena, before, {
        appointmentid: booking.bookRequests[0]!,
        label,
        patient: bookedPatient(visitor),
      });
      expect(packages).toEqual([BLUE_SHIELD]);
      await booking.page.close();
    });
  });
}
