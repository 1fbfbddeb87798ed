import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedPatient, expectBookedExactly } from '../test-support/booking/booked-check';
import { BookingPage, type SearchChoice } from '../test-support/booking/booking-page';
import { useBookingServer } from '../test-support/booking/booking-server';
import { arrowToOption, focusedElement, tabTo } from '../test-support/booking/keyboard';
import { focusRing, wholeInWindow, type FocusRing } from '../test-support/booking/focus-ring';
import { SMALL_PHONE, useTokyoBrowser, WIDTHS } from '../test-support/booking/tokyo-browser';
import { newVisitor } from '../test-support/booking/visitor';

const server = useBookingServer();
const newPage = useTokyoBrowser();
const VISITOR = newVisitor('Keiko', 'Tanaka', '02/14/1992', '66');
const GLENDALE_NEW: SearchChoice = { location: 'Glendale', provider: 'Elena Vasquez, MD', reason: 'New Patient' };

describe('the whole booking flow by keyboard alone at 1280 px in a Tokyo browser', () => {
  it('opens from the header, searches, picks a time, fills both steps with the date picker and books', async () => {
    const page = await newPage(WIDTHS[0]);
    const booking = new BookingPage(page, 'keyboard');
    const d = booking.dialog;
    const key = (k: string) => page.keyboard.press(k);
    const before = await server().athena.booked();
    await page.goto(server().urlOf('/'), { waitUntil: 'networkidle' });

    const opener = page.getByRole('banner').getByRole('button', { name: 'Book an Appointment' });
    await tabTo(page, opener);
    await key('Enter');
    await d.waitFor();

    // Radios move with the arrow keys: to Existing Patient and back to New Patient.
    await tabTo(page, d.getByRole('radio', { name: 'New Patient' }));
    await key('ArrowRight');
    expect(await d.getByRole('radio', { name: 'Existing Patient' }).isChecked()).toBe(true);
    await key('ArrowLeft');
    expect(await d.getByRole('radio', { name: 'New Patient' }).isChecked()).toBe(true);

    // The dialog opens on the soonest times; "Choose a provider" leads to the search screen walked here.
    await tabTo(page, d.getByRole('button', { name: 'Choose a provider' }));
    await key('Enter');
    const location = d.getByRole('combobox', { name: 'Location' });
    await tabTo(page, location);
    await arrowToOption(page, location, 'Glendale');
    const providerSearch = d.getByRole('searchbox', { name: 'Search providers' });
    await expect.poll(() => providerSearch.isEnabled()).toBe(true);
    await tabTo(page, providerSearch);
    await page.keyboard.type('vasq');
    const provider = d.getByRole('combobox', { name: 'Provider' });
    await tabTo(page, provider);
    await arrowToOption(page, provider, 'Elena Vasquez, MD');
    const reason = d.getByRole('combobox', { name: 'Reason for visit' });
    await expect.poll(() => reason.locator('option', { hasText: 'New Patient' }).count()).toBe(1);
    await tabTo(page, reason);
    await arrowToOption(page, reason, 'New Patient');
    await booking.step('search');
    await tabTo(page, d.getByRole('button', { name: 'Search', exact: true }));
    await key('Enter');
    await booking.days().waitFor();
    // Issue 19 item 6: after each action the focus lands on what it produced, never on the page's body.
    await expect.poll(() => focusedElement(page)).toBe('h3 Choose a time');

    const { button, label } = await booking.firstSlot();
    await tabTo(page, button);
    await key('Enter');
    await d.getByRole('heading', { name: 'Patient details' }).waitFor();
    await expect.poll(() => focusedElement(page)).toBe('h3 Patient details');
    await tabTo(page, d.getByLabel('First name'));
    await page.keyboard.type(VISITOR.first);
    await key('Tab');
    await page.keyboard.type(VISITOR.last);
    await key('Tab');
    await page.keyboard.type(VISITOR.phone);
    await tabTo(page, d.getByLabel('Email'));
    await page.keyboard.type(VISITOR.email);
    await tabTo(page, d.getByLabel('Date of birth'));
    await page.keyboard.type(VISITOR.dob.replace(/\D/g, ''));

    // The calendar opens on the typed birthday; arrows move the day, Enter picks it.
    const calendar = d.getByRole('dialog', { name: 'Choose date of birth' });
    await tabTo(page, d.getByRole('button', { name: 'Open calendar' }));
    await key('Enter');
    await calendar.waitFor();
    await booking.screenshot('calendar'); // axe on the open calendar: see the known-bug test below
    const focusedDay = () => focusedElement(page);
    expect(await focusedDay()).toBe('button February 14, 1992');
    await key('ArrowDown');
    expect(await focusedDay()).toBe('button February 21, 1992');
    await key('ArrowUp');
    await key('ArrowRight');
    await key('ArrowLeft');
    expect(await focusedDay()).toBe('button February 14, 1992');
    await key('Enter');
    await expect.poll(() => calendar.count()).toBe(0);
    expect(await d.getByLabel('Date of birth').inputValue()).toBe(VISITOR.dob);

    await tabTo(page, d.getByRole('checkbox', { name: /at least 13 years old/ }));
    await key('Space');
    // The Privacy Policy opens over the dialog; Escape closes it alone and focus comes back to its button.
    const privacyButton = d.getByRole('button', { name: 'Privacy Policy' });
    await tabTo(page, privacyButton);
    await key('Enter');
    const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
    await privacy.waitFor();
    await booking.step('privacy-policy');
    await key('Escape');
    await expect.poll(() => privacy.count()).toBe(0);
    expect(await d.count()).toBe(1);
    expect(await focusedElement(page)).toBe('button Privacy Policy');
    await tabTo(page, d.getByRole('checkbox', { name: /receive text messages/ }));
    await key('Space');
    await booking.step('patient');
    // Shift+Tab walks back to check the name before continuing.
    await tabTo(page, d.getByLabel('First name'), { back: true });
    expect(await d.getByLabel('First name').inputValue()).toBe(VISITOR.first);
    await tabTo(page, d.getByRole('button', { name: 'Continue' }));
    await key('Enter');
    await d.getByRole('heading', { name: 'Insurance' }).waitFor();
    await expect.poll(() => focusedElement(page)).toBe('h3 Insurance');

    const insurance = d.getByLabel('Insurance provider');
    await tabTo(page, insurance);
    await arrowToOption(page, insurance, 'Self Pay (No Insurance)');
    await booking.step('insurance');
    await tabTo(page, d.getByRole('button', { name: 'Book appointment', exact: true }));
    await key('Enter');
    await booking.expectConfirmation(label);
    await expect.poll(() => focusedElement(page)).toBe("h3 You're all set!");

    await tabTo(page, d.getByRole('button', { name: 'Done' }));
    await key('Enter');
    await expect.poll(() => d.count()).toBe(0);
    expect(await focusedElement(page)).toBe('button Book an Appointment');
    await expectBookedExactly(server().athena, before, { appointmentid: booking.bookRequests[0]!, label, patient: bookedPatient(VISITOR) });
    await page.close();
  });
});

describe('the date-of-birth calendar by keyboard at 1280 px', () => {
  let booking: BookingPage;
  beforeAll(async () => {
    booking = new BookingPage(await newPage(WIDTHS[0]), 'date-picker');
    await booking.open(server().urlOf('/'));
    await booking.search(GLENDALE_NEW);
    await (await booking.firstSlot()).button.click();
    await booking.dialog.getByRole('heading', { name: 'Patient details' }).waitFor();
  });
  afterAll(() => booking?.page.close());

  const calendar = () => booking.dialog.getByRole('dialog', { name: 'Choose date of birth' });
  const calendarButton = () => booking.dialog.getByRole('button', { name: 'Open calendar' });
  async function openCalendar() {
    if (await calendar().count()) await calendar().getByRole('button', { name: 'Close calendar' }).click();
    await calendarButton().focus();
    await booking.page.keyboard.press('Enter');
    await calendar().waitFor();
  }

  it('is axe-clean while open (week rows in the grid)', async () => {
    await openCalendar();
    await booking.expectAxeClean('calendar');
  });

  it('fits the 1280 x 900 window whole, opening upward when there is no room below the field', async () => {
    await openCalendar();
    const box = (await calendar().boundingBox())!;
    const close = (await calendar().getByRole('button', { name: 'Close calendar' }).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(close.y + close.height).toBeLessThanOrEqual(WIDTHS[0].height);
  });

  it('keeps the focus on the Year selector while the arrow keys change the year', async () => {
    await openCalendar();
    const year = calendar().getByRole('combobox', { name: 'Year' });
    await year.focus();
    await booking.page.keyboard.press('ArrowDown');
    expect(await focusedElement(booking.page)).toMatch(/^select Year/);
  });

  it('gives the focus back to the calendar button once a day is picked', async () => {
    await openCalendar();
    await booking.page.keyboard.press('Enter');
    await expect.poll(() => calendar().count()).toBe(0);
    expect(await focusedElement(booking.page)).toBe('button Open calendar');
  });

  it('closes alone on Escape: the booking dialog stays open, the focus back on the calendar button', async () => {
    await openCalendar();
    await booking.page.keyboard.press('Escape');
    await expect.poll(() => calendar().count()).toBe(0);
    expect(await booking.dialog.count()).toBe(1);
    expect(await focusedElement(booking.page)).toBe('button Open calendar');
  });
});

describe('the search screen on a small phone and at 1280 px (issue 35 items 6 and 7)', () => {
  for (const viewport of [SMALL_PHONE, WIDTHS[0]]) {
    it(`at ${viewport.width} px, SEARCH brings the first times into view with the focus on their heading`, async () => {
      const page = await newPage(viewport);
      const booking = new BookingPage(page, `results-${viewport.width}`);
      await booking.open(server().urlOf('/'));
      await booking.search(GLENDALE_NEW);
      await expect.poll(() => focusedElement(page)).toBe('h3 Choose a time');
      const { button } = await booking.firstSlot();
      await expect.poll(() => wholeInWindow(button)).toBe(true);
    });

    it(`at ${viewport.width} px, every control of the search screen shows a whole focus outline, 2 px or more at 3:1`, async () => {
      const page = await newPage(viewport);
      const booking = new BookingPage(page, `focus-${viewport.width}`);
      await booking.open(server().urlOf('/'));
      await booking.search(GLENDALE_NEW);
      // The dialog's controls in Tab order from its first one (the close button): the form, the day jump, the
      // pager and the first times. A date field takes a Tab for each of its month, day and year parts.
      // Reached by keyboard, so the browser shows focus marks (:focus-visible) as a keyboard user sees them.
      await tabTo(page, booking.dialog.getByRole('button', { name: 'Close Book Appointment' }), { back: true });
      const seen = new Set<string>();
      const weak: FocusRing[] = [];
      for (let press = 0; press < 60 && seen.size < 30; press += 1) {
        const ring = await focusRing(page);
        if (!seen.has(ring.id) && (ring.style === 'none' || ring.width < 2 || ring.contrast < 3 || ring.clipped)) weak.push(ring);
        seen.add(ring.id);
        await page.keyboard.press('Tab');
      }
      expect(seen.size).toBe(30);
      expect(weak).toEqual([]);
    });
  }
});
