import type { SiteLanguageCode } from '../i18n/site-languages';
import type { OutgoingMail } from '../ports';
import { mailWhen, mailWhenInstant } from '../manage/mail-dates';
import { addressee, describe, hello, mailText, type MailAppointment } from '../manage/manage-mail';

/** The offer page's path; the token rides in the query string and names no patient. */
export const OFFER_PATH = '/appointments/offer';
/** The one-click way off the list, from every offer e-mail. */
export const WAITLIST_OPT_OUT_PATH = '/appointments/waitlist/leave';

/** The offer e-mail's subject in English; the e-mail reads it in the entry's language. */
export const WAITLIST_MAIL_SUBJECT = mailText('en', 'mail.subject.waitlistOffer');

const link = (siteOrigin: string, path: string, token: string) =>
  `${siteOrigin.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;

/**
 * The offer e-mail (issue #33), in the language the entry was made in: the new time, provider and clinic, the
 * one-tap link and the one-click opt-out. No name is stored with an entry, so it greets no one by name; the dedupe
 * key makes it one e-mail per offer.
 */
export function waitlistOfferMail(
  email: string,
  offer: { id: string; slot: MailAppointment; bookedDate: string; bookedTime: string; expiresAt: Date },
  tokens: { offer: string; optOut: string },
  siteOrigin: string,
  language: SiteLanguageCode = 'en',
): OutgoingMail & { dedupeKey: string } {
  return {
    kind: 'waitlist-offer',
    to: addressee({ email, name: '' }),
    subject: mailText(language, 'mail.subject.waitlistOffer'),
    dedupeKey: `waitlist-offer:${offer.id}`,
    text: [
      hello('', language),
      '',
      mailText(language, 'mail.offer.opened', { when: mailWhen(offer.bookedDate, offer.bookedTime, language) }),
      '',
      ...describe(offer.slot, language),
      '',
      mailText(language, 'mail.offer.tap', { link: link(siteOrigin, OFFER_PATH, tokens.offer) }),
      mailText(language, 'mail.offer.until', { until: mailWhenInstant(offer.expiresAt, language) }),
      '',
      mailText(language, 'mail.offer.stop', { link: link(siteOrigin, WAITLIST_OPT_OUT_PATH, tokens.optOut) }),
      mailText(language, 'mail.questions'),
    ].join('\n'),
  };
}
