import { describe, expect, it } from 'vitest';
import { bookedPatient, expectBookedExactly } from '../test-support/booking/booked-check';
import { BookingPage } from '../test-support/booking/booking-page';
import { useBookingServer } from '../test-support/booking/booking-server';
import { useTokyoBrowser, WIDTHS } from '../test-support/booking/tokyo-browser';
import { newVisitor } from '../test-support/booking/visitor';

// fixtures: IV_OFFICE is scheduler provider 17; the default IV type is 9, INJECTION/ IV (booking.md §3).
const IV_OFFICE_ID = '17';
const IV_TYPE_ID = '9';

const server = useBookingServer();
const newPage = useTokyoBrowser();

for (const [i, viewport] of WIDTHS.entries()) {
  describe(`an IV session at ${viewport.width} px in a Tokyo browser`, () => {
    it('is booked with IV Office Service and the IV type chosen for the patient', async () => {
      const visitor = newVisitor('Nadia', ['Petrova', 'Park'][i]!, ['05/09/1988', '12/01/1975'][i]!, `7${i}`);
      const booking = new BookingPage(await newPage(viewport), 'iv-session');
      const before = await server().athena.booked();
      await booking.open(server().urlOf('/'));
      await booking.search({ iv: true, location: 'Glendale' });
      const provider = booking.dialog.getByRole('combobox', { name: 'Provider' });
      expect(await provider.locator('option:checked').textContent()).toBe('IV Office Service');
      expect(await booking.dialog.getByRole('combobox', { name: 'Reason for visit' }).count()).toBe(0);
      const label = await booking.bookFirstTimeAs(visitor);
      await booking.dialog.getByRole('heading', { name: 'Insurance' }).waitFor();
      await booking.dialog.getByLabel('Insurance provider').selectOption({ label: 'Self Pay (No Insurance)' });
      await booking.step('insurance');
      await booking.submit('Book appointment');
      await booking.expectConfirmation(label);
      expect(booking.bookRequests).toHaveLength(1);
      const { appointment } = await expectBookedExactly(server().athena, before, {
        appointmentid: booking.bookRequests[0]!,
        label,
        patient: bookedPatient(visitor),
      });
      expect({ provider: appointment.providerid, type: appointment.appointmenttypeid }).toEqual({
        provider: IV_OFFICE_ID,
        type: IV_TYPE_ID,
      });
      await booking.page.close();
    });
  });
}
