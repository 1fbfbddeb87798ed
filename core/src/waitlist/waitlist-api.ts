// Apart from the schemas: the pages that only call the routes (the offer link, the opt-out) must not load zod.

/** The routes of the waitlist (issue #33); bodies only carry ids the server checks against a proof. */
export const WAITLIST_API = {
  /** From the dialog's confirmation step: the booking session's header proves the patient. */
  fromBooking: '/api/waitlist/booking',
  /** From the manage page: the manage session proves the patient. `:appointmentId` GET, PUT, DELETE. */
  ofAppointment: '/api/waitlist/appointments/:appointmentId',
  /** The offer page: what the link offers, and taking it. */
  offer: '/api/waitlist/offer',
  acceptOffer: '/api/waitlist/offer/accept',
  /** The one-click opt-out of every offer e-mail. */
  leave: '/api/waitlist/leave',
} as const;
