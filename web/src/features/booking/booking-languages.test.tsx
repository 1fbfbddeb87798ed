import { PERSONAS } from '@clinic/fixtures';
import {
  CORE_CATALOGS,
  RELATIONSHIPS,
  SELF_PAY_PACKAGE_ID,
  translateCoreText,
  TIME_FIRST_MESSAGES,
  type CoreMessageId,
} from '@clinic/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMessage, type CompiledMessage } from '../../i18n/format-message';
import type { MessageId } from '../../i18n/catalog';
import { activateCatalog, CATALOGS } from '../../test-support/catalogs';
import { renderDialog } from '../../test-support/booking-harness';

// Issue #37: the dialog speaks the page's language, every step, from the first screen to the calendar file.
const english = CATALOGS.en.messages as Record<string, string>;

describe.each(['hy', 'es'] as const)('the booking dialog on a %s page', (language) => {
  const web = (id: MessageId, values: Record<string, string | number> = {}) =>
    formatMessage(compileMessageOrThrow(CATALOGS[language].messages[id]) as CompiledMessage, values, language);
  const core = (text: string) => translateCoreText(CORE_CATALOGS[language], text);

  /** The booking texts still in English in the dialog: its text and its accessible names, athena's data aside. */
  function englishLeft(): string[] {
    const dialog = screen.getByRole('dialog').cloneNode(true) as HTMLElement;
    // The dropdowns' options are athena's and the roster's words (clinics, providers, reasons, insurers).
    for (const option of dialog.querySelectorAll('option')) option.remove();
    const texts = [dialog.textContent ?? '', ...[...dialog.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'))];
    const shown = texts.join('\n');
    const sentences = [
      ...Object.entries(english)
        .filter(([id, text]) => id.startsWith('booking.') && !text.includes('{') && text.length > 3)
        .map(([, text]) => text),
      ...Object.values(TIME_FIRST_MESSAGES).filter((text) => typeof text === 'string' && text.length > 3),
    ];
    return sentences.filter((text) =>
      new RegExp(`(^|[^\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(shown),
    );
  }

  it('books from the first screen to the confirmation with no English left but names', { timeout: 30_000 }, async () => {
    activateCatalog(language);
    const { user } = renderDialog();
    expect(screen.getByRole('dialog', { name: web('booking.dialogTitle') })).toBeInTheDocument();
    // The time-first screen: the core's title, the web's clinic-time line, the filters, the soonest times.
    expect(await screen.findByRole('heading', { name: core(TIME_FIRST_MESSAGES.title) })).toBeInTheDocument();
    expect(screen.getByText(web('booking.clinicTimeNote'))).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: web('booking.soonestTimes') })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);

    // Choose a provider, then the search screen of booking.md §2.
    await user.click(screen.getByRole('button', { name: core(TIME_FIRST_MESSAGES.chooseProvider) }));
    const location = screen.getByRole('combobox', { name: web('booking.location') });
    await screen.findByRole('option', { name: 'Glendale' });
    await user.selectOptions(location, 'Glendale');
    await screen.findByRole('option', { name: 'Elena Vasquez, MD' });
    await user.selectOptions(screen.getByRole('combobox', { name: web('booking.provider') }), 'Elena Vasquez, MD');
    await screen.findByRole('option', { name: 'New Patient' });
    await user.selectOptions(screen.getByRole('combobox', { name: web('booking.reason') }), 'New Patient');
    await user.click(screen.getByRole('button', { name: web('booking.search') }));
    const days = await screen.findByRole('list', { name: web('booking.availableDays') });
    expect(englishLeft()).toEqual([]);
    await user.click(within(days).getAllByRole('button')[0]!);

    // Step 2: the core's validation messages in the language, then the patient.
    expect(await screen.findByRole('heading', { name: web('booking.patientTitle') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: web('booking.continue') }));
    expect(await screen.findByText(core('First name is required'))).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
    const p = PERSONAS.newPatient;
    await user.type(screen.getByLabelText(web('booking.firstName')), p.firstname);
    await user.type(screen.getByLabelText(web('booking.lastName')), p.lastname);
    await user.type(screen.getByLabelText(web('booking.phone')), p.mobilephone);
    await user.type(screen.getByLabelText(web('booking.email')), p.email);
    await user.type(screen.getByLabelText(web('booking.dob')), p.dob.replace(/\//g, ''));
    await user.click(screen.getByRole('checkbox', { name: web('booking.consentPrivacy') }));
    await user.click(screen.getByRole('checkbox', { name: web('booking.consentTexts') }));
    await user.click(screen.getByRole('button', { name: web('booking.continue') }));

    // Step 3, then the confirmation: its date in the language and in clinic time, named so.
    expect(await screen.findByRole('heading', { name: web('booking.stepInsurance') })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
    // Its lists in the language, each option's value what athena gets as before: ids, and the English referral values.
    const translated = CORE_CATALOGS[language].messages;
    const choices = (label: MessageId) =>
      within(screen.getByLabelText(web(label)))
        .getAllByRole('option')
        .slice(1)
        .map((option) => [option.getAttribute('value'), option.textContent]);
    expect(choices('booking.relationship')).toEqual(
      RELATIONSHIPS.map(({ id }) => [id, translated[`list.relationship.${id}` as CoreMessageId]]),
    );
    expect(choices('booking.referral')).toEqual([
      ['Google', 'Google'],
      ['Friend or Family', translated['list.referral.friendOrFamily']],
      ['Social Media', translated['list.referral.socialMedia']],
      ['Insurance Provider', translated['list.referral.insuranceProvider']],
      ['Other', translated['list.referral.other']],
    ]);
    expect(choices('booking.insuranceProvider')).toContainEqual([SELF_PAY_PACKAGE_ID, translated['list.insurance.selfPay']]);
    expect(choices('booking.insuranceProvider')).toContainEqual(['15310', 'Blue Cross']);
    await user.selectOptions(screen.getByLabelText(web('booking.insuranceProvider')), SELF_PAY_PACKAGE_ID);
    await user.click(screen.getByRole('button', { name: web('booking.book') }));
    expect(await screen.findByRole('heading', { name: web('booking.allSet') })).toBeInTheDocument();
    const zone = new Intl.DateTimeFormat(language, { timeZone: 'America/Los_Angeles', timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')!.value;
    const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2025, 11, 1)));
    expect(screen.getByText(new RegExp(`${weekday}.*${zone}`))).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
    // The way back, and the calendar file, in the language booked in.
    expect(screen.getByRole('link', { name: web('booking.manageLink') })).toHaveAttribute('href', `/${language}/appointments/manage`);
    const ics = decodeURIComponent(screen.getByRole('link', { name: web('booking.addIcs') }).getAttribute('href') ?? '').replace(
      /\r\n /g,
      '',
    );
    expect(ics).toContain(`SUMMARY:${web('booking.calendarTitle', { provider: 'Elena Vasquez\\, MD' })}`);
    expect(ics).toContain(`URL:${window.location.origin}/${language}/appointments/manage`);
    expect(ics).not.toMatch(/Appointment with|Visit with/);
    const google = new URL(screen.getByRole('link', { name: web('booking.addGoogle') }).getAttribute('href')!);
    expect(google.searchParams.get('details')).toBe(web('booking.calendarDetails', { provider: 'Elena Vasquez, MD' }));
  });
});
