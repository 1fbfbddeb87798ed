import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookedPatient, expectBookedExactly } from '../test-support/booking/booked-check';
import { BookingPage, type SearchChoice } from '../test-support/booking/booking-page';
import { useBookingServer } from '../test-support/booking/booking-server';
import { focusedElement } from '../test-support/booking/keyboard';
import { useTokyoBrowser, WIDTHS } from '../test-support/booking/tokyo-browser';
import { ANAHIT, newVisitor, type Visitor } from '../test-support/booking/visitor';

// Issue 19: what patients hit, forced per operation with route interception at 1280 and 375 px.
const ELENA_NEW: SearchChoice = { location: 'Glendale', provider: 'Elena Vasquez, MD', reason: 'New Patient' };
const ELENA_FOLLOW_UP: SearchChoice = { existing: true, location: 'Glendale', provider: 'Elena Vasquez, MD', reason: 'Follow Up' };
const PENDING =
  'We could not confirm your booking in time. It may have gone through: please call our office at (818) 555-0142 before booking again.';

const server = useBookingServer();
const newPage = useTokyoBrowser();

interface ProxyCall {
  url: string;
  method: string;
  data?: string;
}
const callOf = (route: Route) => route.request().postDataJSON() as ProxyCall;

/** Intercepts the proxy calls `matches` picks; every other call goes through untouched. */
async function intercept(page: Page, matches: (call: ProxyCall) => boolean, handle: (route: Route, call: ProxyCall) => Promise<void>) {
  await page.route('**/api/athena-proxy', async (route) => {
    const call = callOf(route);
    return matches(call) ? handle(route, call) : route.continue();
  });
}

const isBooking = (c: ProxyCall) => c.method === 'PUT' && /^\/appointments\/\d+$/.test(c.url);
const json = (status: number, body: unknown) => ({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Search, first time, step 2 as the visitor, Continue; returns the time's label. */
async function continueAs(booking: BookingPage, choice: SearchChoice, visitor: Visitor): Promise<string> {
  await booking.open(server().urlOf('/'));
  await booking.search(choice);
  return booking.bookFirstTimeAs(visitor);
}

async function expectAlert(booking: BookingPage, text: string): Promise<void> {
  const alert = booking.dialog.getByRole('alert').filter({ hasText: text });
  await alert.waitFor();
  // On a phone the box sits at the top of a long form: it must be on screen and have the focus.
  await expect.poll(() => alert.evaluate((el) => el === document.activeElement)).toBe(true);
  const box = await alert.boundingBox();
  const height = booking.page.viewportSize()?.height ?? 0;
  expect(box && box.y >= 0 && box.y + box.height <= height).toBe(true);
}

for (const [i, viewport] of WIDTHS.entries()) {
  describe(`forced failures at ${viewport.width} px`, () => {
    it('waits for a booking answer slower than the old 15 s browser limit and confirms it', async () => {
      const page = await newPage(viewport);
      const booking = new BookingPage(page, 'slow-booking');
      // Fake timers in the page: the test jumps the browser's clock instead of waiting.
      await page.clock.install();
      let hold: (() => void) | undefined;
      const held = new Promise<void>((resolve) => {
        hold = resolve;
      });
      let reached: () => void = () => undefined;
      const bookingSent = new Promise<void>((resolve) => {
        reached = resolve;
      });
      await intercept(page, isBooking, async (route) => {
        reached();
        await held;
        await route.continue();
      });
      const before = await server().athena.booked();
      const label = await continueAs(booking, ELENA_FOLLOW_UP, ANAHIT);
      await bookingSent;
      await page.clock.fastForward(16_000);
      hold?.();
      await booking.expectConfirmation(label);
      await expectBookedExactly(server().athena, before, {
        appointmentid: booking.bookRequests[0]!,
        label,
        patient: bookedPatient(ANAHIT, '5001'),
      });
      await page.close();
    });

    it('says an unconfirmed booking may have gone through, asks no insurance, and retries the identical booking', async () => {
      const page = await newPage(viewport);
      const booking = new BookingPage(page, 'pending-booking');
      const bodies: string[] = [];
      await intercept(page, isBooking, async (route, call) => {
        bodies.push(call.data ?? '');
        return bodies.length === 1 ? route.fulfill(json(504, { code: 'BOOKING_PENDING' })) : route.continue();
      });
      const label = await continueAs(booking, ELENA_FOLLOW_UP, ANAHIT);
      await expectAlert(booking, PENDING);
      expect(await booking.dialog.getByLabel('Insurance provider').count()).toBe(0);
      expect(await booking.dialog.textContent()).not.toContain('Idempotency-Key');
      await booking.step('pending');
      await booking.submit('Book appointment');
      await booking.expectConfirmation(label);
      expect(bodies).toHaveLength(2);
      expect(bodies[1]).toBe(bodies[0]);
      expect(bodies[0]).toContain('insuranceid=');
      expect(booking.idempotencyKeys[1]).toBe(booking.idempotencyKeys[0]);
      await page.close();
    });

    it('finds an existing patient who types her phone with +1', async () => {
      const booking = new BookingPage(await newPage(viewport), 'country-code');
      await booking.open(server().urlOf('/'));
      await booking.search(ELENA_FOLLOW_UP);
      const before = await server().athena.booked();
      const label = await booking.bookFirstTimeAs({ ...ANAHIT, phone: '+1 818 555 0187' });
      await booking.expectConfirmation(label);
      await expectBookedExactly(server().athena, before, {
        appointmentid: booking.bookRequests[0]!,
        label,
        patient: bookedPatient(ANAHIT, '5001'),
      });
      await booking.page.close();
    });

    it('refuses a date of birth in the future with the spec message', async () => {
      const booking = new BookingPage(await newPage(viewport), 'future-dob');
      const nextYear = new Date().getFullYear() + 1;
      await continueAs(booking, ELENA_NEW, newVisitor('Nora', 'Future', `01/15/${nextYear}`, `6${i}`));
      await booking.dialog.getByText('Please enter a valid date', { exact: true }).waitFor();
      expect(booking.bookRequests).toEqual([]);
      await booking.page.close();
    });

    it('shows the network row when the patient search cannot be sent, not the technical text', async () => {
      const page = await newPage(viewport);
      const booking = new BookingPage(page, 'network');
      await intercept(
        page,
        (c) => c.url.startsWith('/patients/enhancedbestmatch'),
        (route) => route.abort('internetdisconnected'),
      );
      await continueAs(booking, ELENA_NEW, newVisitor('Omar', 'Network', '03/03/1983', `7${i}`));
      await expectAlert(booking, 'Network error. Please check your connection and try again.');
      // Escape still reaches the dialog with the focus on the message; closing on step 2 asks first.
      const asked = new Promise<string>((resolve) =>
        page.once('dialog', (question) => {
          resolve(question.message());
          void question.accept();
        }),
      );
      await page.keyboard.press('Escape');
      expect(await asked).toBe('Close the booking? The details you entered will be lost.');
      await expect.poll(() => booking.dialog.count()).toBe(0);
      await page.close();
    });

    it("shows step 3's fallback when creating insurance fails with a bare 500", async () => {
      const page = await newPage(viewport);
      const booking = new BookingPage(page, 'insurance-500');
      await intercept(
        page,
        (c) => /^\/patients\/\d+\/insurances$/.test(c.url),
        (route) => route.fulfill({ status: 500, body: '' }),
      );
      await continueAs(booking, ELENA_NEW, newVisitor('Paula', 'Fallback', '04/04/1984', `8${i}`));
      await booking.dialog.getByLabel('Insurance provider').selectOption({ label: 'Self Pay (No Insurance)' });
      await booking.submit('Book appointment');
      await expectAlert(booking, 'Failed to create insurance. Please try again.');
      expect(await booking.dialog.textContent()).not.toContain('status code');
      await page.close();
    });

    it('says online booking is unavailable, with the phone, when registration answers 402', async () => {
      const page = await newPage(viewport);
      const booking = new BookingPage(page, 'registration-402');
      const urls: string[] = [];
      page.on('request', (r) => r.url().endsWith('/api/athena-proxy') && urls.push((r.postDataJSON() as ProxyCall).url));
      await intercept(
        page,
        (c) => c.method === 'POST' && c.url === '/patients',
        (route) => route.fulfill(json(402, { error: 'Payment required' })),
      );
      await continueAs(booking, ELENA_NEW, newVisitor('Rita', 'Refused', '05/05/1985', `9${i}`));
      await expectAlert(
        booking,
        'Online booking is not available right now. Please call our office at (818) 555-0142 to book your appointment.',
      );
      expect(urls.some((u) => u.includes('mock_'))).toBe(false);
      await page.close();
    });

    it("says booking.md's text when the created patient has no id", async () => {
      const page = await newPage(viewport);
      const booking = new BookingPage(page, 'no-patient-id');
      await intercept(
        page,
        (c) => c.method === 'POST' && c.url === '/patients',
        (route) => route.fulfill(json(200, [{}])),
      );
      await continueAs(booking, ELENA_NEW, newVisitor('Sara', 'Noid', '06/06/1986', `0${i}`));
      await expectAlert(booking, 'Created patient but could not find patient ID in response. Please try again.');
      await page.close();
    });

    it('offers a retry and the phone when the locations fail, with the prefix said once', async () => {
      const page = await newPage(viewport);
      const booking = new BookingPage(page, 'departments');
      let failures = 1;
      await intercept(
        page,
        (c) => c.url.startsWith('/departments'),
        async (route) => {
          if (failures-- > 0) return route.fulfill(json(500, { error: 'The scheduling service had a problem. Please try again later.' }));
          return route.continue();
        },
      );
      await booking.open(server().urlOf('/'));
      // The locations belong to the search screen, behind "Choose a provider" (issue #31).
      await booking.chooseProviderPath();
      const retry = booking.dialog.getByRole('button', { name: 'Try again' });
      await retry.waitFor();
      expect(await booking.dialog.getByRole('link', { name: '(818) 555-0142' }).count()).toBe(1);
      expect(await page.getByText('Failed to load departments: Failed to load departments').count()).toBe(0);
      await retry.click();
      await booking.search(ELENA_NEW);
      await page.close();
    });

    it('drops a malformed slot and still shows the others, focusing the times', async () => {
      const page = await newPage(viewport);
      const booking = new BookingPage(page, 'malformed-slot');
      await intercept(
        page,
        (c) => c.url.startsWith('/appointments/open'),
        async (route) => {
          const answer = await route.fetch();
          const body = (await answer.json()) as { appointments: Record<string, unknown>[] };
          const [first] = body.appointments;
          const broken = [
            { ...first, appointmentid: '999001', starttime: '9am' },
            { ...first, appointmentid: '999002', date: '' },
          ];
          await route.fulfill({ response: answer, json: { ...body, appointments: [...broken, ...body.appointments] } });
        },
      );
      await booking.open(server().urlOf('/'));
      await booking.search(ELENA_NEW);
      expect(await booking.days().getByRole('button').count()).toBeGreaterThan(0);
      // The search ends with the focus on what it found.
      await expect.poll(() => focusedElement(page)).toBe('h3 Choose a time');
      await page.close();
    });
  });
}
