// Part of the English catalog (core.en.ts), in a file of its own: the offer and opt-out pages show these texts, and a
// module is the unit the web's bundler splits by, so those pages load these sentences and not the core's others.

/** The waitlist (#33): what an offer link or the waitlist routes answer besides success. */
export const waitlistEnglish = {
  'waitlist.outcome.INVALID_INPUT': 'Please check your choices and try again.',
  'waitlist.outcome.NOT_FOUND': 'This link does not work. Your appointment has not changed. Questions? Call us at {phone}.',
  'waitlist.outcome.OFFER_EXPIRED':
    'This offer has expired, so your appointment has not changed. You are still on the list for an earlier time.',
  'waitlist.outcome.OFFER_USED': 'This offer has already been used. Your appointments are on the manage page, or call us at {phone}.',
  'waitlist.outcome.OFFER_TAKEN':
    'Sorry, another patient took this time first. Your appointment has not changed, and you are still on the list for an earlier time.',
  'waitlist.outcome.SLOT_TAKEN':
    'Sorry, this time was booked just before you. Your appointment has not changed, and you are still on the list for an earlier time.',
  'waitlist.outcome.NOT_EARLIER': 'There is no earlier time to wait for: this appointment has started or is cancelled.',
  'waitlist.outcome.BEING_CHANGED':
    'Your appointment is being changed right now, so nothing was moved. Please try again in a minute, or call us at {phone}.',
  'waitlist.outcome.NO_EMAIL': 'We have no e-mail address to send earlier times to. Call us at {phone} and we will add one.',
  'waitlist.outcome.RATE_LIMITED': 'Too many tries. Please wait a minute and try again.',
  'waitlist.outcome.SESSION_EXPIRED': 'Your session has ended. Please sign in again.',
  'waitlist.outcome.WAITLIST_UNAVAILABLE':
    'We cannot do this right now. Your appointment has not changed. Please try again in a few minutes or call us at {phone}.',
} as const;
