import { expect } from 'vitest';
import { clinicSlotLabel } from './booked-check';
import type { BookingPage } from './booking-page';
import type { FakeAthena } from './fake-athena';
import type { Visitor } from './visitor';

const SLOT_TAKEN = 'That time was just booked by someone else. Please choose another time.';
const NAMESAKE_ID = '5003'; // fixtures PERSONAS.namesake books through another channel.

/** Books, straight at athena, every open slot the browser was offered at that provider and time; returns their ids. */
export async function bookBehindTheDialog(athena: FakeAthena, booking: BookingPage, providerId: string, label: string): Promise<string[]> {
  const slots = booking.openSlots.filter((s) => String(s.providerid) === providerId && clinicSlotLabel(s.date, s.starttime) === label);
  const ids = [...new Set(slots.map((s) => String(s.appointmentid)))];
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids)
    expect(
      await athena.book(
        slots.find((s) => String(s.appointmentid) === id)!,
        NAMESAKE_ID,
      ),
    ).toBe(200);
  return ids;
}

/** The lost race as the patient sees it: the message, and the times again without the one just lost. */
export async function expectSlotTaken(booking: BookingPage, lostLabel: string): Promise<void> {
  await booking.dialog.getByRole('alert').filter({ hasText: SLOT_TAKEN }).waitFor();
  await booking.days().waitFor();
  await expect.poll(() => booking.days().getByRole('button', { name: lostLabel, exact: true }).count()).toBe(0);
  await booking.step('slot-taken');
}

/** Step 2 still holds what the visitor typed, consents included. */
export async function expectPatientFormKept(booking: BookingPage, v: Visitor): Promise<void> {
  const d = booking.dialog;
  await d.getByRole('heading', { name: 'Patient details' }).waitFor();
  const typed = (label: string) => d.getByLabel(label, { exact: true }).inputValue();
  const masked = `(${v.phone.slice(0, 3)}) ${v.phone.slice(3, 6)}-${v.phone.slice(6)}`;
  expect([
    await typed('First name'),
    await typed('Last name'),
    await typed('Phone number'),
    await typed('Email'),
    await typed('Date of birth'),
  ]).toEqual([v.first, v.last, masked, v.email, v.dob]);
  expect(await d.getByRole('checkbox', { name: /at least 13 years old/ }).isChecked()).toBe(true);
  expect(await d.getByRole('checkbox', { name: /receive text messages/ }).isChecked()).toBe(true);
  await booking.step('patient-kept');
}
