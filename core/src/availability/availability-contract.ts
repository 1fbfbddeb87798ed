import { z } from 'zod';
import type { OpenSlot } from '../model';
import { BOOKING_LIMITS } from '../catalog/limits';
import { clinicTimeSchema, usDateSchema } from '../validation/clinic-text.schema';

/**
 * The availability index's promises (issue #31): how fresh its slots are and how long a stale copy may still be
 * shown. The server's refresher plans its athena calls from these; the dialog words its notice from them.
 */
export const AVAILABILITY_FRESHNESS = {
  /** Slots in the next `nearDays` clinic days are never older than `nearMaxAgeMs`. */
  nearDays: 14,
  nearMaxAgeMs: 60_000,
  /** Later slots (up to the spec's 90-day window) are never older than `farMaxAgeMs`. */
  farMaxAgeMs: 600_000,
  /** Past this age the index serves no time at all: the dialog says times cannot be shown and gives the phone. */
  serveStaleForMs: 900_000,
} as const;

/** The browser's door to the index: the group's bookable times, built for one patient type and mode. */
export const AVAILABILITY_PATH = '/api/availability';

const athenaIdText = z.string().regex(/^\d{1,12}$/);

/** `GET /api/availability?patientType=&mode=[&providerId=][&departmentId=]`: the query string, checked. */
export const availabilityQuerySchema = z
  .object({
    patientType: z.enum(['new', 'existing']),
    mode: z.enum(['appointment', 'iv']),
    providerId: athenaIdText.optional(),
    /**
     * Only the first `days` clinic days from today (the dialog's first paint asks for the near window, then for all
     * 90): the whole answer is about 1 MB of JSON, too slow for a phone's first look.
     */
    days: z.coerce.number().int().min(1).max(BOOKING_LIMITS.searchWindowDays).optional(),
    departmentId: athenaIdText.optional(),
  })
  .strict();
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

/** One bookable time as the index serves it: booking.md §4's rules already applied for the query's patient. */
export const availableSlotSchema = z.object({
  appointmentid: athenaIdText,
  date: usDateSchema,
  starttime: clinicTimeSchema,
  departmentid: athenaIdText,
  providerid: athenaIdText,
  appointmenttypeid: athenaIdText,
  appointmenttype: z.string(),
  patientappointmenttypename: z.string().optional(),
  duration: z.number().int().positive(),
});
export type AvailableSlot = z.infer<typeof availableSlotSchema>;

/**
 * `fresh`: every slot within its freshness promise. `stale`: some part older than its promise but younger than
 * `serveStaleForMs`; the dialog shows the times with their age. `unavailable`: nothing younger than
 * `serveStaleForMs` (athena down for long, or the index not built yet); `slots` is empty.
 */
export const availabilityAnswerSchema = z.object({
  status: z.enum(['fresh', 'stale', 'unavailable']),
  /** ISO instant of the oldest part of the index that served this answer; null when there is none. */
  asOf: z.string().datetime({ offset: true }).nullable(),
  /** Soonest first (date, then start time, then provider id). */
  slots: z.array(availableSlotSchema),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;

/**
 * What the server's index holds at one moment: every open slot athena lists for the group in the 90-day window,
 * of every type some patient may be offered (`indexedTypes`) and not filtered further, so each reader applies
 * booking.md §4 for its own patient. Frozen slots are not in it: athena hides them unless asked, and no patient can
 * book one. With when each window was last read whole. The waitlist's matching (issue #33) reads the same snapshot.
 */
export interface AvailabilitySnapshot {
  slots: readonly OpenSlot[];
  /** When the near window (today + `nearDays`) was last read whole from athena. */
  nearRefreshedAt: Date;
  /** When the rest of the 90-day window was last read whole. */
  farRefreshedAt: Date;
}
