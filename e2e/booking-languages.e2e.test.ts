import { CORE_CATALOGS, coreMessage, SELF_PAY_PACKAGE_ID, type CoreMessageId } from '@clinic/core';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './test-support/axe';
import { indexBuilt } from './test-support/booking/availability-index';
import { useBookingServer } from './test-support/booking/booking-server';
import { newestMail } from './test-support/booking/outbox';
import { SMALL_PHONE, useTokyoBrowser, type Viewport } from './test-support/booking/tokyo-browser';
import { newVisitor, type Visitor } from './test-support/booking/visitor';

// Issue #37: a patient books in Armenian on a phone, then in Spanish on a desktop. The dialog speaks the page's
// language; the confirmation e-mail and the calendar file are in the language booked in; athena registers the
// patient with that language's code.
const server = useBookingServer();
const newPage = useTokyoBrowser();

type Language = 'es' | 'hy';
const catalog = (language: Language | 'en') =>
  (
    JSON.parse(readFileSync(new URL(`../web/src/i18n/catalogs/web.${language}.json`, import.meta.url), 'utf8')) as {
      messages: Record<string, string>;
    }
  ).messages;
const ENGLISH = catalog('en');

/** A web message of the language, its simple placeholders filled (no plural or select in the ones used here). */
const webText = (language: Language, id: string, values: Record<string, string> = {}) =>
  catalog(language)[id]!.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
const coreText = (language: Language, id: CoreMessageId) => coreMessage(language, id);

const CASES: { language: Language; viewport: Viewport; visitor: Visitor; athenaCode: string }[] = [
  { language: 'hy', viewport: SMALL_PHONE, visitor: newVisitor('Anahit', 'Sargsyan', '04/21/1986', '71'), athenaCode: 'hye' },
  {
    language: 'es',
    viewport: { width: 1280, height: 900 },
    visitor: newVisitor('Lucia', 'Morales', '09/12/1979', '72'),
    athenaCode: 'spa',
  },
];

/** The booking texts of the English catalog still shown in the dialog (its text and its names), options aside. */
async function englishLeft(page: Page, dialogName: string): Promise<string[]> {
  const shown = await page.getByRole('dialog', { name: dialogName }).evaluate((dialog) => {
    const copy = dialog.cloneNode(true) as HTMLElement;
    // The dropdowns' options are athena's and the roster's words (clinics, providers, reasons, insurers).
    for (const option of copy.querySelectorAll('option')) option.remove();
    return [copy.textContent ?? '', ...[...copy.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'))].join('\n');
  });
  return Object.entries(ENGLISH)
    .filter(([id, text]) => id.startsWith('booking.') && !text.includes('{') && text.length > 3)
    .map(([, text]) => text)
    .filter((text) => new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(shown));
}

for (const { language, viewport, visitor, athenaCode } of CASES) {
  describe(`a patient on the ${language} site at ${viewport.width} px`, () => {
    it('books in that language, and gets the e-mail, the calendar file and an athena record in it', async () => {
      await indexBuilt(server().urlOf);
      const page = await newPage(viewport);
      const title = webText(language, 'booking.dialogTitle');
      await page.goto(server().urlOf(`/${language}`));
      // Every booking button sends this event; the app listens once hydrated, so it is sent until the dialog shows.
      await page.waitForFunction(
        (name) => {
          if ([...document.querySelectorAll('[role="dialog"] h2')].some((h) => h.textContent === name)) return true;
          window.dispatchEvent(new CustomEvent('openAppointmentDialog', { detail: {} }));
          return false;
        },
        title,
        { polling: 100 },
      );
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByRole('list', { name: webText(language, 'booking.soonestTimes') }).waitFor();
      await expect.poll(() => englishLeft(page, title)).toEqual([]);
      expect(describeViolations(await axeViolations(page)), `axe on the soonest times in ${language}`).toEqual([]);

      // The provider path, booking.md §2, in the language; the clinics, providers and reasons are athena's words.
      await dialog.getByRole('button', { name: coreText(language, 'timeFirst.chooseProvider') }).click();
      await dialog.getByRole('combobox', { name: webText(language, 'booking.location') }).selectOption({ label: 'Glendale' });
      const provider = dialog.getByRole('combobox', { name: webText(language, 'booking.provider') });
      await expect.poll(() => provider.isEnabled()).toBe(true);
      await provider.selectOption({ label: 'Elena Vasquez, MD' });
      const reason = dialog.getByRole('combobox', { name: webText(language, 'booking.reason') });
      await reason.locator('option', { hasText: 'New Patient' }).waitFor({ state: 'attached' });
      await reason.selectOption({ label: 'New Patient' });
      await dialog.getByRole('button', { name: webText(language, 'booking.search'), exact: true }).click();
      const days = dialog.getByRole('list', { name: webText(language, 'booking.availableDays') });
      await days.waitFor();
      await expect.poll(() => englishLeft(page, title)).toEqual([]);
      await days.getByRole('button').first().click();

      // Step 2 and its consents, step 3 self-pay, then the confirmation.
      await dialog.getByRole('heading', { name: webText(language, 'booking.patientTitle') }).waitFor();
      await dialog.getByLabel(webText(language, 'booking.firstName'), { exact: true }).fill(visitor.first);
      await dialog.getByLabel(webText(language, 'booking.lastName'), { exact: true }).fill(visitor.last);
      await dialog.getByLabel(webText(language, 'booking.phone'), { exact: true }).pressSequentially(visitor.phone);
      await dialog.getByLabel(webText(language, 'booking.email'), { exact: true }).fill(visitor.email);
      await dialog.getByLabel(webText(language, 'booking.dob'), { exact: true }).pressSequentially(visitor.dob.replace(/\//g, ''));
      await dialog.getByRole('checkbox', { name: webText(language, 'booking.consentPrivacy') }).check();
      await dialog.getByRole('checkbox', { name: webText(language, 'booking.consentTexts') }).check();
      await expect.poll(() => englishLeft(page, title)).toEqual([]);
      await dialog.getByRole('button', { name: webText(language, 'booking.continue'), exact: true }).click();
      await dialog.getByRole('heading', { name: webText(language, 'booking.stepInsurance') }).waitFor();
      await dialog.getByLabel(webText(language, 'booking.insuranceProvider'), { exact: true }).selectOption(SELF_PAY_PACKAGE_ID);
      const before = await server().athena.booked();
      await dialog.getByRole('button', { name: webText(language, 'booking.book'), exact: true }).click();
      await dialog.getByRole('heading', { name: webText(language, 'booking.allSet') }).waitFor();
      await expect.poll(() => englishLeft(page, title)).toEqual([]);
      // The time in clinic time, the zone named in the language by Intl.
      const zone = new Intl.DateTimeFormat(language, { timeZone: 'America/Los_Angeles', timeZoneName: 'longGeneric' })
        .formatToParts(new Date())
        .find((part) => part.type === 'timeZoneName')!.value;
      expect(await dialog.textContent()).toContain(zone);
      expect(describeViolations(await axeViolations(page)), `axe on the confirmation in ${language}`).toEqual([]);

      // The calendar file in the language booked in.
      const href = await dialog.getByRole('link', { name: webText(language, 'booking.addIcs') }).getAttribute('href');
      const ics = decodeURIComponent(href ?? '').replace(/\r\n /g, '');
      expect(ics).toContain(`SUMMARY:${webText(language, 'booking.calendarTitle', { provider: 'Elena Vasquez\\, MD' })}`);
      expect(ics).toContain(`/${language}/appointments/manage`);

      // The confirmation e-mail in the language.
      const mail = await newestMail(server().dataDir, 'booking-confirmation', visitor.email);
      expect(mail.subject).toBe(coreText(language, 'mail.subject.bookingConfirmation'));
      expect(mail.text).toContain(CORE_CATALOGS[language].messages['mail.booked']);

      // athena registered the patient with the language's code.
      const booked = (await server().athena.booked()).filter((a) => !before.some((b) => b.appointmentid === a.appointmentid));
      expect(booked).toHaveLength(1);
      expect((await server().athena.patient(booked[0]!.patientid)).language6392code).toBe(athenaCode);
      await page.close();
    });
  });
}
