import { OFFICE_PHONE } from '../catalog';
import type { OutgoingMail } from '../ports';
import { formatAppointmentWhen } from '../rules';
import { addressee, describe, hello, type MailAppointment } from '../manage/manage-mail';

/** The offer page's path; the token rides in the query string and names no patient. */
export const OFFER_PATH = '/appointments/offer';
/** The one-click way off the list, from every offer e-mail. */
export const WAITLIST_OPT_OUT_PATH = '/appointments/waitlist/leave';

export const WAITLIST_MAIL_SUBJECT = 'An earlier time has opened';

const link = (siteOrigin: string, path: string, token: string) =>
  `${siteOrigin.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;

/**
 * The offer e-mail (issue #33): the new time, provider and clinic, the one-tap link and the one-click opt-out. No
 * name is stored with an entry, so it greets no one by name; the dedupe key makes it one e-mail per offer.
 */
export function waitlistOfferMail(
  email: string,
  offer: { id: string; slot: MailAppointment; bookedDate: string; bookedTime: string; expiresAt: string },
  tokens: { offer: string; optOut: string },
  siteOrigin: string,
): OutgoingMail & { dedupeKey: string } {
  return {
    kind: 'waitlist-offer',
    to: addressee({ email, name: '' }),
    subject: WAITLIST_MAIL_SUBJECT,
    dedupeKey: `waitlist-offer:${offer.id}`,
    text: [
      hello(''),
      '',
      `An earlier time has opened than your appointment on ${formatAppointmentWhen(offer.bookedDate, offer.bookedTime)}:`,
      '',
      ...describe(offer.slot),
      '',
      `To move your appointment to this time, tap: ${link(siteOrigin, OFFER_PATH, tokens.offer)}`,
      `The offer is good until ${offer.expiresAt} (Pacific time), and other patients may be offered it too: the first to tap gets it.`,
      '',
      `Stop these offers: ${link(siteOrigin, WAITLIST_OPT_OUT_PATH, tokens.optOut)}`,
      `Questions? Call us at ${OFFICE_PHONE}.`,
    ].join('\n'),
  };
}
