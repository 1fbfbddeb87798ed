import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BookingPage, type SearchChoice } from '../test-support/booking/booking-page';
import { useBookingServer } from '../test-support/booking/booking-server';
import { useTokyoBrowser, WIDTHS } from '../test-support/booking/tokyo-browser';
import { ANAHIT } from '../test-support/booking/visitor';

// Issue 19 item 13: the browser's Back at step 2 or 3 discarded everything the patient typed, with no prompt.
const ELENA_FOLLOW_UP: SearchChoice = { existing: true, location: 'Glendale', provider: 'Elena Vasquez, MD', reason: 'Follow Up' };
const LEAVE_QUESTION = 'Close the booking? The details you entered will be lost.';

const server = useBookingServer();
const newPage = useTokyoBrowser();

/**
 * Presses the browser's Back and answers the question it may ask. Resolves with the question, or with undefined
 * once Back has left for the home page without one (as it does at step 1, and did at every step before).
 */
async function pressBack(page: Page, answer: 'stay' | 'leave'): Promise<string | undefined> {
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void (answer === 'stay' ? dialog.dismiss() : dialog.accept());
    });
  });
  // Settles either way: after a question the page stays, and this wait ends with the page.
  const leftPage = page
    .waitForURL((url) => url.pathname === '/')
    .then(
      () => undefined,
      () => undefined,
    );
  const [question] = await Promise.all([Promise.race([asked, leftPage]), page.goBack({ waitUntil: 'commit' })]);
  page.removeAllListeners('dialog');
  return question;
}

/** The site, then /locations in the same tab: Back from there goes to the home page. */
async function openOnSecondPage(booking: BookingPage): Promise<void> {
  await booking.page.goto(server().urlOf('/'), { waitUntil: 'networkidle' });
  await booking.open(server().urlOf('/locations'));
}

for (const viewport of WIDTHS) {
  describe(`the browser's Back in the booking dialog at ${viewport.width} px`, () => {
    it('at step 2 asks the closing question, keeps what was typed on "stay", and closes the dialog on "leave"', async () => {
      const page = await newPage(viewport);
      await page.clock.install();
      const booking = new BookingPage(page, 'back-step-2');
      await openOnSecondPage(booking);
      await booking.search(ELENA_FOLLOW_UP);
      await (await booking.firstSlot()).button.click();
      await booking.fillPatient(ANAHIT);
      // Nothing about the patient in the address or the history entry.
      expect(page.url()).toBe(server().urlOf('/locations'));
      expect(JSON.stringify(await page.evaluate(() => window.history.state as unknown))).not.toContain('Anahit');

      expect(await pressBack(page, 'stay')).toBe(LEAVE_QUESTION);
      expect(page.url()).toBe(server().urlOf('/locations'));
      expect(await booking.dialog.getByLabel('First name').inputValue()).toBe(ANAHIT.first);
      expect(await booking.dialog.getByLabel('Email').inputValue()).toBe(ANAHIT.email);
      await booking.step('back-stayed');

      expect(await pressBack(page, 'leave')).toBe(LEAVE_QUESTION);
      await expect.poll(() => booking.dialog.count()).toBe(0);
      expect(page.url()).toBe(server().urlOf('/locations'));
      // The site's own history is intact: the next Back goes to the home page, without a question.
      expect(await pressBack(page, 'stay')).toBeUndefined();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await page.close();
    });

    it("at step 1 and after the confirmation is the browser's Back, as before", async () => {
      const page = await newPage(viewport);
      await page.clock.install();
      const booking = new BookingPage(page, 'back-step-1-and-4');
      await openOnSecondPage(booking);
      await booking.search(ELENA_FOLLOW_UP);
      expect(await pressBack(page, 'stay')).toBeUndefined();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');

      await booking.open(server().urlOf('/locations'));
      await booking.search(ELENA_FOLLOW_UP);
      // An insured existing patient books straight from step 2.
      const label = await booking.bookFirstTimeAs(ANAHIT);
      await booking.expectConfirmation(label);
      expect(await pressBack(page, 'stay')).toBeUndefined();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await page.close();
    });
  });
}
