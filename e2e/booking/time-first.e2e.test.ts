import { addClinicDays, clinicDateOf, formatUsDate, matchesPatientType } from '@clinic/core';
import { ROSTER, nameWithCredentials } from '@clinic/fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runClinic } from '../../cli/src/test-support/built-cli';
import { clinicSlotLabel } from '../test-support/booking/booked-check';
import { BookingPage } from '../test-support/booking/booking-page';
import { useBookingServer } from '../test-support/booking/booking-server';
import { tabTo } from '../test-support/booking/keyboard';
import { SMALL_PHONE, useTokyoBrowser, type Viewport } from '../test-support/booking/tokyo-browser';
import { ANAHIT, newVisitor } from '../test-support/booking/visitor';
import { indexBuilt as indexBuiltAt } from '../test-support/booking/availability-index';

const server = useBookingServer();
const newPage = useTokyoBrowser();
const DESKTOP: Viewport = { width: 1280, height: 900 };
const SLOT_TAKEN = 'That time was just booked by someone else. Please choose another time.';
const NAMESAKE_ID = '5003'; // fixtures PERSONAS.namesake books through another channel.
// The site roster's Armenian speakers who take online bookings (web/src/content/providers.ts); id 1 is concierge-only.
const ARMENIAN = new Set(['5', '8', '12']);
const CLINICS = { '1': 'Glendale', '2': 'Burbank', '3': 'La Canada' } as const;

interface SoonestRow {
  appointmentid: string;
  appointmenttypeid: string;
  providerid: string;
  departmentid: string;
  /** "9:30 AM, Monday, December 1": the seed's slot label, which the confirmation check reads. */
  when: string;
  /** The row's accessible name: "9:30 AM, Elena Vasquez, MD, Glendale, Monday, December 1". */
  label: string;
}

/**
 * The group's soonest times for a new patient's appointment, read from the fake athena itself (not through the
 * index): every open slot of the three clinics in the next week, of a type a new patient may book, of a bookable
 * provider, still ahead of now; soonest first.
 */
async function soonestFromAthena(keep: (row: SoonestRow) => boolean = () => true): Promise<SoonestRow[]> {
  const today = clinicDateOf(new Date());
  const rows = await server().athena.openSlotsOfPractice(Object.keys(CLINICS), formatUsDate(today), formatUsDate(addClinicDays(today, 7)));
  const bookable = new Set(ROSTER.filter((r) => !r.conciergeOnly).map((r) => r.providerid));
  const nowKey = clinicSlotKey(
    formatUsDate(today),
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Los_Angeles', hour: '2-digit', minute: '2-digit' }).format(new Date()),
  );
  return rows
    .filter((r) => bookable.has(String(r.providerid)) && matchesPatientType(r.appointmenttype, 'new'))
    .filter((r) => clinicSlotKey(r.date, r.starttime) > nowKey)
    .sort(
      (a, b) =>
        clinicSlotKey(a.date, a.starttime).localeCompare(clinicSlotKey(b.date, b.starttime)) || Number(a.providerid) - Number(b.providerid),
    )
    .map((r) => ({
      appointmentid: String(r.appointmentid),
      appointmenttypeid: String(r.appointmenttypeid),
      providerid: String(r.providerid),
      departmentid: r.departmentid,
      when: clinicSlotLabel(r.date, r.starttime),
      label: rowLabel(
        clinicSlotLabel(r.date, r.starttime),
        providerName(String(r.providerid)),
        CLINICS[r.departmentid as keyof typeof CLINICS],
      ),
    }))
    .filter(keep);
}

function rowLabel(when: string, provider: string, clinic: string): string {
  const [time, ...day] = when.split(', ');
  return [time, provider, clinic, ...day].join(', ');
}

const clinicSlotKey = (date: string, time: string) => `${date.slice(6)}${date.slice(0, 5)} ${time.padStart(5, '0')}`;
const providerName = (id: string) => nameWithCredentials(ROSTER.find((r) => r.providerid === id)!);

/** The demo server's availability index has times. */
const indexBuilt = () => indexBuiltAt(server().urlOf);

/** Home page, then its own Book button, as a visitor taps it; resolves once the soonest times are painted. */
async function bookFromHome(page: Page, name: string): Promise<BookingPage> {
  await indexBuilt();
  const booking = new BookingPage(page, name);
  await page.goto(server().urlOf('/'));
  await page.locator('[data-book-button]:visible').first().click();
  await booking.soonestTimes().waitFor();
  return booking;
}

async function filter(booking: BookingPage, label: string, option: string): Promise<void> {
  const summary = booking.dialog.getByText(/^Filter times/);
  if (!(await booking.dialog.locator('details[open]').count())) await summary.click();
  await booking.dialog.getByRole('combobox', { name: label }).selectOption({ label: option });
}

for (const viewport of [SMALL_PHONE, DESKTOP]) {
  describe(`the time-first dialog at ${viewport.width}×${viewport.height}`, () => {
    it('opens from the home page on the soonest suitable time of the group, in view, and books it in two taps to the details', async () => {
      const booking = await bookFromHome(await newPage(viewport), 'time-first');
      const labels = await booking.soonestLabels();
      const expected = await soonestFromAthena();
      expect(labels[0]).toBe(expected[0]!.label);
      expect(labels.join('\n')).not.toContain(providerName('1'));
      // Visible without scrolling: the first time's row sits inside the window.
      const first = booking.soonestTimes().getByRole('button').first();
      const box = (await first.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      await booking.step('soonest');
      // Tap 2: the time. The details form is next.
      await first.click();
      const visitor = newVisitor(
        'Maren',
        viewport.width === 375 ? 'Okafor' : 'Lindqvist',
        '02/14/1991',
        viewport.width === 375 ? '61' : '62',
      );
      await booking.fillPatient(visitor);
      await booking.step('patient');
      await booking.submit('Continue');
      await booking.dialog.getByLabel('Insurance provider').selectOption({ label: 'Self Pay (No Insurance)' });
      await booking.submit('Book appointment');
      await booking.expectConfirmation(expected[0]!.when);
      expect(booking.bookRequests).toEqual([expected[0]!.appointmentid]);
      await booking.page.close();
    });

    it('keeps Armenian-speaking providers, then Burbank, soonest first, by the fake athena', async () => {
      const booking = await bookFromHome(await newPage(viewport), 'time-first-filters');
      await filter(booking, 'Language spoken', 'Armenian');
      const armenian = await booking.soonestLabels();
      expect(armenian[0]).toBe((await soonestFromAthena((r) => ARMENIAN.has(r.providerid)))[0]!.label);
      expect(armenian.every((l) => [...ARMENIAN].some((id) => l.includes(providerName(id))))).toBe(true);
      await booking.step('armenian');
      await filter(booking, 'Language spoken', 'Any language');
      await filter(booking, 'Clinic', 'Burbank');
      const burbank = await booking.soonestLabels();
      expect(burbank[0]).toBe((await soonestFromAthena((r) => r.departmentid === '2'))[0]!.label);
      expect(burbank.every((l) => l.includes(', Burbank, '))).toBe(true);
      await booking.step('burbank');
      await booking.page.close();
    });

    it('is used by keyboard alone, from the page to the details form', async () => {
      await indexBuilt();
      const page = await newPage(viewport);
      const booking = new BookingPage(page, 'time-first-keyboard');
      await page.goto(server().urlOf('/'));
      const book = page.locator('[data-book-button]:visible').first();
      await tabTo(page, book);
      await page.keyboard.press('Enter');
      const first = booking.soonestTimes().getByRole('button').first();
      await first.waitFor();
      await tabTo(page, first);
      await page.keyboard.press('Enter');
      await booking.dialog.getByRole('heading', { name: 'Patient details' }).waitFor();
      await page.close();
    });

    it('after a time booked behind the index, says so and reads fresh times without it', async () => {
      const booking = await bookFromHome(await newPage(viewport), 'time-first-race');
      const [lost] = await booking.soonestLabels();
      const slot = (await soonestFromAthena()).find((r) => r.label === lost)!;
      await booking.soonestTimes().getByRole('button').first().click();
      await booking.fillPatient(ANAHIT);
      // The front desk books it with `clinic book`, straight at athena: the index does not know yet.
      const frontDesk = await runClinic(
        ['book', '--slot', slot.appointmentid, '--patient', NAMESAKE_ID, '--type', slot.appointmenttypeid],
        server().athena.cliEnv(),
      );
      expect(frontDesk.code).toBe(0);
      await booking.submit('Continue');
      await booking.dialog.getByRole('alert').filter({ hasText: SLOT_TAKEN }).waitFor();
      await expect.poll(() => booking.soonestLabels()).not.toContain(lost);
      // The server's own answer has dropped it too, not only this page.
      const served = await booking.page.evaluate(async () =>
        (await fetch('/api/availability?patientType=existing&mode=appointment')).json(),
      );
      expect((served as { slots: { appointmentid: string }[] }).slots.map((s) => s.appointmentid)).not.toContain(slot.appointmentid);
      await booking.step('time-first-slot-taken');
      await booking.page.close();
    });
  });
}
