import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations } from '../support/axe';
import { axeViolationsUnderCsp } from './axe-in-page';
import { launchBrowser, type Browser } from '../support/browser';
import { urlOf } from '../support/site';

// Fictional new patient (fixtures PERSONAS.newPatient); phone in the 555-01xx block.
const GRACE = { first: 'Grace', last: 'Liu', phone: '8185550199', email: 'grace.liu@example.com' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function expectNoAxeViolations(page: Page) {
  expect(describeViolations(await axeViolationsUnderCsp(page))).toEqual([]);
}

/** Opens the dialog from the header's booking button and searches the first Glendale provider's new-patient times. */
async function searchTimes(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('openAppointmentDialog', { detail: {} })));
  const dialog = page.getByRole('dialog', { name: 'Book Appointment' });
  await dialog.waitFor();
  await dialog.getByRole('combobox', { name: 'Location' }).selectOption({ label: 'Glendale' });
  const provider = dialog.getByRole('combobox', { name: 'Provider' });
  await expect.poll(() => provider.isEnabled()).toBe(true);
  await provider.selectOption({ label: 'Elena Vasquez, MD' });
  const reason = dialog.getByRole('combobox', { name: 'Reason for visit' });
  await expect.poll(() => reason.locator('option', { hasText: 'New Patient' }).count()).toBe(1);
  await reason.selectOption({ label: 'New Patient' });
  await dialog.getByRole('button', { name: 'Search' }).click();
  await dialog.getByRole('list', { name: 'Available days' }).waitFor();
  return dialog;
}

// Each run books as a different new patient: a second run as the same person would find her, insured, and skip step 3.
for (const [viewport, dob] of [[{ width: 1280, height: 900 }, '02141992'], [{ width: 375, height: 812 }, '03151991']] as const) {
  describe(`booking at ${viewport.width} px in a Tokyo browser`, () => {
    it('a new patient books self-pay and sees the clinic time on the confirmation, axe-clean at every step', async () => {
      const page = await browser.newPage(viewport);
      // The persistent test context has no timezoneId option; CDP sets the same override per page.
      await (await page.context().newCDPSession(page)).send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Tokyo' });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(urlOf('/'), { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
      const dialog = await searchTimes(page);
      await expectNoAxeViolations(page);
      const first = dialog.getByRole('list', { name: 'Available days' }).getByRole('button').first();
      const label = (await first.getAttribute('aria-label')) ?? '';
      // Slot labels are clinic wall-clock times, e.g. "8:00 AM, Monday, December 1", whatever the browser's zone.
      expect(label).toMatch(/^([1-9]|1[0-2]):\d{2} (AM|PM), \w+day, \w+ \d{1,2}$/);
      const hour = Number(label.split(':')[0]) % 12 + (label.includes('PM') ? 12 : 0);
      expect(hour).toBeGreaterThanOrEqual(7);
      expect(hour).toBeLessThan(19);
      await first.click();
      await dialog.getByLabel('First name').fill(GRACE.first);
      await dialog.getByLabel('Last name').fill(GRACE.last);
      await dialog.getByLabel('Phone number').pressSequentially(GRACE.phone);
      await dialog.getByLabel('Email').fill(GRACE.email);
      await dialog.getByLabel('Date of birth').pressSequentially(dob);
      await dialog.getByRole('checkbox', { name: /at least 13 years old/ }).check();
      await dialog.getByRole('checkbox', { name: /receive text messages/ }).check();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByRole('heading', { name: 'Insurance' }).waitFor();
      await expectNoAxeViolations(page);
      await dialog.getByLabel('Insurance provider').selectOption({ label: 'Self Pay (No Insurance)' });
      await dialog.getByRole('button', { name: 'Book appointment', exact: true }).click();
      await dialog.getByRole('heading', { name: "You're all set!" }).waitFor();
      const [time, day] = label.split(', ');
      const shortMonth = (label.split(', ')[2] ?? '').replace(/^(\w{3})\w* /, '$1 ');
      await expect.poll(() => dialog.getByText(`${day}, ${shortMonth} - ${time}`).count()).toBe(1);
      await expectNoAxeViolations(page);
      expect(page.url()).not.toContain(GRACE.last);
      await page.screenshot({ path: `/tmp/booking-confirmation-${viewport.width}.png`, fullPage: false });
      await page.close();
    });
  });
}
