import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BookingPage, type SearchChoice } from '../test-support/booking/booking-page';
import { useBookingServer } from '../test-support/booking/booking-server';
import { focusedElement } from '../test-support/booking/keyboard';
import { useTokyoBrowser, WIDTHS } from '../test-support/booking/tokyo-browser';

// Issue 19 item 13: 90 days are 16-17 pages of four days, with no way to jump to a date.
const ELENA_NEW: SearchChoice = { location: 'Glendale', provider: 'Elena Vasquez, MD', reason: 'New Patient' };
// 08:30 on Monday Mar 2 in Tokyo is 15:30 on Sunday Mar 1 in the clinic: the window is Mar 1 - May 30 2026.
const PAGE_TIME = new Date('2026-03-02T08:30:00+09:00');
// Times the first week, then nothing until week 8 (Mon Apr 20), Wed Apr 22 and Fri May 29.
const DAYS_WITH_TIMES = ['03/02/2026', '03/03/2026', '03/04/2026', '03/05/2026', '03/06/2026', '04/20/2026', '04/22/2026', '05/29/2026'];

const server = useBookingServer();
const newPage = useTokyoBrowser();

interface ProxyCall {
  url: string;
  method: string;
}

/** athena's open slots for the page's clock: two times on each of DAYS_WITH_TIMES, of the type each call asks for. */
async function serveSchedule(page: Page, windows: string[]): Promise<void> {
  let id = 900_000;
  await page.route('**/api/athena-proxy', async (route: Route) => {
    const call = route.request().postDataJSON() as ProxyCall;
    if (!call.url.startsWith('/appointments/open?')) return route.continue();
    const query = new URLSearchParams(call.url.slice(call.url.indexOf('?') + 1));
    windows.push(`${query.get('startdate')} - ${query.get('enddate')}`);
    const appointments = DAYS_WITH_TIMES.flatMap((date) =>
      ['09:00', '10:30'].map((starttime) => ({
        appointmentid: String((id += 1)),
        date,
        starttime,
        duration: 30,
        appointmenttype: 'New Patient',
        appointmenttypeid: query.get('appointmenttypeid') ?? '21',
        departmentid: query.get('departmentid') ?? '1',
        providerid: query.get('providerid') ?? '2',
      })),
    );
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ appointments, totalcount: appointments.length }),
    });
  });
}

/**
 * Opens the dialog with the site-wide event, sent again until the app (which starts after first paint, on the page's
 * fake clock here) listens: one event sent before that would be lost.
 */
async function openDialog(booking: BookingPage): Promise<void> {
  await booking.page.goto(server().urlOf('/'), { waitUntil: 'networkidle' });
  await expect
    .poll(
      async () => {
        await booking.page.evaluate(() => window.dispatchEvent(new CustomEvent('openAppointmentDialog', { detail: {} })));
        return booking.dialog.count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
}

const shownDays = (booking: BookingPage) => booking.days().getByRole('heading', { level: 4 }).allTextContents();

for (const viewport of WIDTHS) {
  describe(`jumping to a date at ${viewport.width} px in a Tokyo browser`, () => {
    it('goes to week 8 by keyboard, says when a day has no times, and stays usable with High Contrast and bigger text', async () => {
      const page = await newPage(viewport);
      await page.clock.install({ time: PAGE_TIME });
      const windows: string[] = [];
      await serveSchedule(page, windows);
      const booking = new BookingPage(page, 'jump-to-date');
      await openDialog(booking);
      await booking.search(ELENA_NEW);
      // The clinic's dates, not Tokyo's: the search and the date field both start on Sunday Mar 1.
      expect(new Set(windows)).toEqual(new Set(['03/01/2026 - 05/30/2026']));
      const field = booking.dialog.getByLabel('Jump to a date');
      expect([await field.getAttribute('min'), await field.getAttribute('max')]).toEqual(['2026-03-01', '2026-05-30']);
      expect(await booking.dialog.getByText('Page 1 of 2').count()).toBe(1);

      // By keyboard: type the date into the field and press Enter.
      await field.focus();
      await page.keyboard.type('04202026');
      await page.keyboard.press('Enter');
      await expect.poll(() => focusedElement(page)).toBe('button 9:00 AM, Monday, April 20');
      expect(await shownDays(booking)).toContain('Mon Apr 20');
      const status = booking.dialog.getByRole('status').filter({ hasText: 'Showing' });
      expect(await status.textContent()).toBe('Showing Monday, April 20.');
      // The focused time is on screen, on a phone too.
      const focusedOnScreen = () =>
        page.evaluate(() => {
          const box = document.activeElement?.getBoundingClientRect();
          return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
        });
      await expect.poll(focusedOnScreen).toBe(true);
      await booking.step('jumped');

      await field.fill('2026-04-21');
      await booking.dialog.getByRole('button', { name: 'Show times' }).click();
      await expect.poll(() => focusedElement(page)).toBe('button 9:00 AM, Wednesday, April 22');
      expect(await booking.dialog.getByText('No times on Tuesday, April 21. The next available day is Wednesday, April 22.').count()).toBe(
        1,
      );

      // High Contrast and twice the text size at the narrowest phone width: the field and its button stay inside the dialog.
      await page.evaluate(() => {
        document.documentElement.classList.add('a11y-high-contrast');
        document.documentElement.style.fontSize = '200%';
      });
      await page.setViewportSize({ width: 320, height: viewport.height });
      const panel = await booking.dialog.boundingBox();
      for (const part of [field, booking.dialog.getByRole('button', { name: 'Show times' })]) {
        const box = await part.boundingBox();
        expect(panel && box && box.width > 0 && box.x >= panel.x && box.x + box.width <= panel.x + panel.width).toBe(true);
      }
      await field.fill('2026-05-30');
      await booking.dialog.getByRole('button', { name: 'Show times' }).click();
      await booking.dialog.getByText('No times on or after Saturday, May 30.').waitFor();
      await booking.step('high-contrast-big-text');
      await page.close();
    });
  });
}
