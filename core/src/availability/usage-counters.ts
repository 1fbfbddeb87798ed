import { z } from 'zod';

/**
 * What the group counts about booking (issues #31 and #33), and nothing else: no cookie, no visitor id, no patient
 * data, no reason text. Each count is a name, an optional label from a closed set (a failure code, a path), and
 * a number added to the clinic day's total; `/metrics` and `clinic report bookings` read the same names.
 */
export const USAGE_COUNTERS = {
  dialogOpened: 'dialog_opened',
  timesShown: 'times_shown',
  /** Label: `time_first` or `by_provider`. */
  timeChosen: 'time_chosen',
  detailsSubmitted: 'details_submitted',
  booked: 'booked',
  /** Label: the failure's stable code (`SLOT_TAKEN`, `BOOKING_LIMIT`, …). */
  bookingFailed: 'booking_failed',
  /** Added: whole clinic days from the booking to the visit; read with `booked` for the mean. */
  daysToVisit: 'days_to_visit',
  waitlistEntries: 'waitlist_entries',
  offersSent: 'offers_sent',
  offersAccepted: 'offers_accepted',
  offersExpired: 'offers_expired',
  /** Added: whole days between the appointment given up and the one taken. */
  daysGained: 'days_gained',
} as const;
export type UsageCounterName = (typeof USAGE_COUNTERS)[keyof typeof USAGE_COUNTERS];

/** The browser's door for what only the browser sees (the dialog opened, times shown, a time chosen). */
export const FUNNEL_PATH = '/api/funnel';

/** `POST /api/funnel` body: one event, from a closed set; anything else is refused. */
export const funnelEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('dialog_opened') }).strict(),
  z.object({ event: z.literal('times_shown') }).strict(),
  z.object({ event: z.literal('time_chosen'), path: z.enum(['time_first', 'by_provider']) }).strict(),
  z.object({ event: z.literal('details_submitted') }).strict(),
]);
export type FunnelEvent = z.infer<typeof funnelEventSchema>;
