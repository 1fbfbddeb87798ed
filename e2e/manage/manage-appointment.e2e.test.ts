import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../test-support/axe';
import { clinicSlotLabel } from '../test-support/booking/booked-check';
import { BookingPage, confirmationWhen, SCREENSHOT_DIR } from '../test-support/booking/booking-page';
import { useBookingServer } from '../test-support/booking/booking-server';
import { newestMail as outboxMail } from '../test-support/booking/outbox';
import { useTokyoBrowser } from '../test-support/booking/tokyo-browser';
import { newVisitor } from '../test-support/booking/visitor';

const server = useBookingServer();
const newPage = useTokyoBrowser();
// The site's accessibility bar for every step: phones (320, 375), a tablet and a laptop.
const AXE_WIDTHS = [320, 375, 768, 1280];

/** The newest mail of a kind sent to `email` in this server's outbox. */
const newestMail = (kind: string, email: string, after = '') => outboxMail(server().dataDir, kind, email, after);

/** axe-core clean (WCAG 2.1 A/AA) and no sideways scrolling at every width, then back to the scenario's width. */
async function expectAccessibleAtEveryWidth(page: Page, step: string): Promise<void> {
  const original = page.viewportSize()!;
  for (const width of AXE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    expect(describeViolations(await axeViolations(page)), `axe on ${step} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${step} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/manage-${width}-${step.replace(/\W+/g, '-')}.png`, fullPage: true });
  }
  await page.setViewportSize(original);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('manage my appointment (issue 17), a new patient in a Tokyo browser, demo server', () => {
  it('books, gets the e-mail, signs in with a code, moves the visit to a later time, then cancels it', async () => {
    const visitor = newVisitor('Nadia', 'Okafor', '06/21/1990', '71');
    const page = await newPage({ width: 1280, height: 900 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const { athena, baseUrl } = server();

    // 1. A new patient books in the dialog.
    const booking = new BookingPage(page, 'manage-book');
    await booking.open(`${baseUrl}/`);
    await booking.search({ location: 'Glendale', provider: 'Elena Vasquez, MD', reason: 'New Patient' });
    const label = await booking.bookFirstTimeAs(visitor);
    await booking.dialog.getByRole('heading', { name: 'Insurance' }).waitFor();
    await booking.dialog.getByLabel('Insurance provider').selectOption({ label: 'Self Pay (No Insurance)' });
    await booking.submit('Book appointment');
    await booking.expectConfirmation(label);
    expect(await booking.dialog.getByRole('link', { name: 'Manage my appointment' }).getAttribute('href')).toBe('/appointments/manage');
    const oldId = booking.bookRequests[0]!;
    const old = (await athena.booked()).find((a) => a.appointmentid === oldId)!;

    // 2. The confirmation e-mail carries the manage link; the patient opens it.
    const confirmation = await newestMail('booking-confirmation', visitor.email);
    const link = /https?:\/\/\S+?\/appointments\/manage\b/.exec(confirmation.text)?.[0];
    expect(link).toBeDefined();
    await page.goto(`${baseUrl}${new URL(link!).pathname}`, { waitUntil: 'networkidle' });
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('heading', { name: 'Find your appointments' }).waitFor();
    await expectAccessibleAtEveryWidth(page, 'step 1');

    // 3. E-mail and birthday, then the code from the outbox.
    const beforeCode = new Date().toISOString();
    await page.getByLabel('Email').fill(visitor.email);
    await page.getByLabel('Date of birth').pressSequentially(visitor.dob.replace(/\D/g, ''));
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    expect(await focusedText(page)).toBe('Enter your code');
    await expectAccessibleAtEveryWidth(page, 'step 2');
    const { otp } = await newestMail('verification-code', visitor.email, beforeCode);
    expect(otp).toMatch(/^\d{6}$/);
    await page.getByLabel('6-digit code').fill(otp!);
    await page.getByRole('button', { name: 'Continue' }).click();

    // 4. The booked visit, in clinic time although the browser is in Tokyo.
    await page.getByRole('heading', { name: 'Your upcoming appointments' }).waitFor();
    const oldWhen = `${confirmationWhen(clinicSlotLabel(old.date, old.starttime))} Pacific Time`;
    await page.getByRole('heading', { name: oldWhen, exact: true }).waitFor();
    await expectAccessibleAtEveryWidth(page, 'step 3');

    // 5. Reschedule to a later time with the dialog's time step; the old slot is open again.
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const days = page.getByRole('list', { name: 'Available days' });
    await days.waitFor();
    await expectAccessibleAtEveryWidth(page, 'reschedule times');
    const later = days.getByRole('button').first();
    const laterLabel = (await later.getAttribute('aria-label'))!;
    await later.click();
    await page.getByRole('heading', { name: 'Move your appointment?' }).waitFor();
    await expectAccessibleAtEveryWidth(page, 'reschedule confirmation');
    await page.getByRole('button', { name: 'Yes, move my appointment' }).click();
    const moved = page.getByRole('status').filter({ hasText: 'Your new time:' });
    await moved.waitFor();
    const newWhen = `${confirmationWhen(laterLabel)} Pacific Time`;
    expect(await moved.textContent()).toContain('confirmation e-mail');
    expect(await moved.textContent()).toContain(newWhen);
    await page.getByRole('heading', { name: newWhen, exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: oldWhen, exact: true }).count()).toBe(0);
    await expectAccessibleAtEveryWidth(page, 'rescheduled');

    const booked = await athena.booked();
    const mine = booked.filter((a) => a.patientid === old.patientid);
    expect(mine.map((a) => a.appointmentid)).not.toContain(oldId);
    const [now] = mine;
    expect(mine).toHaveLength(1);
    expect(clinicSlotLabel(now!.date, now!.starttime)).toBe(laterLabel);
    expect(`${now!.date} ${now!.starttime}` > `${old.date} ${old.starttime}` || now!.date !== old.date).toBe(true);
    const open = await athena.openSlots({
      departmentid: old.departmentid,
      providerid: old.providerid,
      appointmenttypeid: old.appointmenttypeid,
      startdate: old.date,
      enddate: old.date,
    });
    expect(open.map((s) => String(s.appointmentid))).toContain(oldId);
    await newestMail('reschedule-confirmation', visitor.email);

    // 6. Cancel it: the card shows it cancelled and athena no longer holds it as scheduled.
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('heading', { name: 'Cancel this appointment?' }).waitFor();
    await page.getByRole('radio', { name: 'Schedule conflict' }).check();
    await expectAccessibleAtEveryWidth(page, 'cancel question');
    await page.getByRole('button', { name: 'Yes, cancel this appointment' }).click();
    const cancelled = page.getByRole('status').filter({ hasText: 'Your appointment is cancelled.' });
    await cancelled.waitFor();
    expect(await focusedText(page)).toContain('Your appointment is cancelled.');
    await page.getByText('Cancelled', { exact: true }).waitFor();
    await expectAccessibleAtEveryWidth(page, 'cancelled');
    expect((await athena.booked()).map((a) => a.appointmentid)).not.toContain(now!.appointmentid);
    await newestMail('cancel-confirmation', visitor.email);

    // 7. Sign out.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Find your appointments' }).waitFor();

    // 8. Signed in again (issue 35 item 3): the moved original reads "Moved to" its new time, and only the visit
    // really cancelled reads "Cancelled" (it read as two cancellations before).
    const beforeSecondCode = new Date().toISOString();
    await page.getByLabel('Email').fill(visitor.email);
    await page.getByLabel('Date of birth').pressSequentially(visitor.dob.replace(/\D/g, ''));
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    const second = await newestMail('verification-code', visitor.email, beforeSecondCode);
    await page.getByLabel('6-digit code').fill(second.otp!);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Your upcoming appointments' }).waitFor();
    const movedNote = page.getByText(/^Moved to /);
    await movedNote.waitFor();
    expect(await movedNote.count()).toBe(1);
    expect(await movedNote.textContent()).toContain(confirmationWhen(laterLabel));
    expect(await page.getByText('Cancelled', { exact: true }).count()).toBe(1);
    await expectAccessibleAtEveryWidth(page, 'moved and cancelled');

    // Nothing that identifies the patient in any address the browser asked for.
    const identifying = [
      visitor.email,
      encodeURIComponent(visitor.email),
      visitor.last,
      visitor.dob,
      encodeURIComponent(visitor.dob),
      visitor.phone,
    ];
    for (const url of requested) for (const secret of identifying) expect(url).not.toContain(secret);
    await page.close();
    // One long scenario: a booking, then three steps and two actions, each checked at four widths.
  }, 240_000);
});
