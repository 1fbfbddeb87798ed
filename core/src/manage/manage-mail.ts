import type { MessageValues } from '../i18n/message-values';
import { coreCatalog } from '../i18n/core-catalog';
import { catalogMessage } from '../i18n/catalog-message';
import { mailEnglish } from '../i18n/catalogs/core.en.mail';
import { englishTextsUnder } from '../i18n/english-texts';
import type { CoreMessageId, SiteLanguageCode } from '../i18n/site-languages';
import type { Department } from '../model';
import type { OutgoingMail } from '../ports';
import { confirmationAddress } from '../rules';
import { greetingName } from '../validation';
import { mailWhen } from './mail-dates';
import { MANAGE_PATH } from './manage-limits';
import type { ManagedAppointment } from './manage.schema';

/** The verification-code e-mail's template fields, as booking.md §9 names them. */
export interface VerificationCodeEmail {
  to_email: string;
  to_name: string;
  subject: string;
  otp: string;
  expiry_time: string;
}

/** The subjects in English; each e-mail reads its own in the patient's language. */
export const MANAGE_MAIL_SUBJECTS = englishTextsUnder(mailEnglish, 'mail.subject.');

/** One line of an e-mail in a language. */
export function mailText(language: SiteLanguageCode, id: CoreMessageId, values?: MessageValues): string {
  return catalogMessage(coreCatalog(language), id, values);
}

// A patient's name reaches an e-mail only as a greeting and in the To line, and only when it passes the name rule:
// a registration can put a message in a name ("URGENT: … log in at http://evil.example") and a victim's address in
// the e-mail field. Nothing else a patient typed (a booking note, a cancel reason) is ever put in an e-mail.
export function addressee(to: { email: string; name: string }): { email: string; name: string } {
  return { email: to.email, name: greetingName(to.name) ?? '' };
}

export function hello(name: string, language: SiteLanguageCode = 'en'): string {
  const greeted = greetingName(name);
  return greeted ? mailText(language, 'mail.hello', { name: greeted }) : mailText(language, 'mail.helloNoName');
}

/** The §9 fields of a code e-mail; expiry_time is the clinic time the code stops working (mail-dates.ts, mailClock). */
export function verificationCodeFields(
  to: { email: string; name: string },
  otp: string,
  expiryTime: string,
  language: SiteLanguageCode = 'en',
): VerificationCodeEmail {
  const subject = mailText(language, 'mail.subject.verificationCode');
  return { to_email: to.email, to_name: addressee(to).name, subject, otp, expiry_time: expiryTime };
}

export function verificationCodeMail(fields: VerificationCodeEmail, language: SiteLanguageCode = 'en'): OutgoingMail {
  return {
    kind: 'verification-code',
    to: addressee({ email: fields.to_email, name: fields.to_name }),
    subject: fields.subject,
    otp: fields.otp,
    text: [
      hello(fields.to_name, language),
      '',
      mailText(language, 'mail.code.line', { code: fields.otp }),
      mailText(language, 'mail.code.expiry', { time: fields.expiry_time }),
      '',
      mailText(language, 'mail.code.ignore'),
    ].join('\n'),
  };
}

/** What a confirmation e-mail says about one appointment: clinic time, provider, clinic and address. No insurance. */
export interface MailAppointment {
  appointment: Pick<ManagedAppointment, 'date' | 'startTime' | 'providerName' | 'departmentName' | 'appointmentTypeName'>;
  department: Department | undefined;
}

export function describe({ appointment, department }: MailAppointment, language: SiteLanguageCode = 'en'): string[] {
  const place = [department?.name ?? appointment.departmentName, confirmationAddress(department)].filter(Boolean).join(', ');
  return [
    mailText(language, 'mail.when', { when: mailWhen(appointment.date, appointment.startTime, language) }),
    mailText(language, 'mail.with', { provider: appointment.providerName }),
    ...(appointment.appointmentTypeName ? [mailText(language, 'mail.visit', { visit: appointment.appointmentTypeName })] : []),
    mailText(language, 'mail.where', { place }),
  ];
}

function footer(siteOrigin: string, language: SiteLanguageCode): string[] {
  return ['', mailText(language, 'mail.manageLink', { link: manageLink(siteOrigin) }), mailText(language, 'mail.questions')];
}

/** The absolute manage link: nothing identifying in it. */
export function manageLink(siteOrigin: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}${MANAGE_PATH}`;
}

export function bookingConfirmationMail(
  to: { email: string; name: string },
  booked: MailAppointment,
  siteOrigin: string,
  language: SiteLanguageCode = 'en',
): OutgoingMail {
  return {
    kind: 'booking-confirmation',
    to: addressee(to),
    subject: mailText(language, 'mail.subject.bookingConfirmation'),
    text: [
      hello(to.name, language),
      '',
      mailText(language, 'mail.booked'),
      '',
      ...describe(booked, language),
      ...footer(siteOrigin, language),
      // Issue #33: the manage page holds the opt-in, behind the same e-mailed code as every change.
      mailText(language, 'mail.waitlistOptIn', { link: manageLink(siteOrigin) }),
    ].join('\n'),
  };
}

export function cancelConfirmationMail(
  to: { email: string; name: string },
  cancelled: MailAppointment,
  siteOrigin: string,
  language: SiteLanguageCode = 'en',
): OutgoingMail {
  return {
    kind: 'cancel-confirmation',
    to: addressee(to),
    subject: mailText(language, 'mail.subject.cancelConfirmation'),
    text: [
      hello(to.name, language),
      '',
      mailText(language, 'mail.cancelled'),
      '',
      ...describe(cancelled, language),
      '',
      mailText(language, 'mail.bookAgain', { link: `${siteOrigin.replace(/\/+$/, '')}/` }),
    ].join('\n'),
  };
}

export function rescheduleConfirmationMail(
  to: { email: string; name: string },
  moved: { from: MailAppointment; to: MailAppointment },
  siteOrigin: string,
  oldStillBooked: boolean,
  language: SiteLanguageCode = 'en',
): OutgoingMail {
  const previous = mailWhen(moved.from.appointment.date, moved.from.appointment.startTime, language);
  return {
    kind: 'reschedule-confirmation',
    to: addressee(to),
    subject: mailText(language, 'mail.subject.rescheduleConfirmation'),
    text: [
      hello(to.name, language),
      '',
      mailText(language, 'mail.moved'),
      '',
      ...describe(moved.to, language),
      '',
      mailText(language, oldStillBooked ? 'mail.oldStillBooked' : 'mail.oldCancelled', { when: previous }),
      ...footer(siteOrigin, language),
    ].join('\n'),
  };
}
