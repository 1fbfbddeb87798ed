import type { AppointmentReason } from '../model';

/** Every number of booking.md §9, in one place. */
export const BOOKING_LIMITS = {
  departmentsLimit: 200,
  providersLimit: 100,
  appointmentTypesLimit: 100,
  bookedListLimit: 1000,
  bookedListOffset: 0,
  bookedListWindowDays: 30,
  testSlotLimit: 5,
  slotDaysPerPage: 4,
  defaultDurationMinutes: 30,
  defaultCopay: 0,
  notesMaxLength: 250,
  phoneDigits: 10,
  dobMinYear: 1900,
  datePickerYearsBack: 100,
  emptySlotFallbackDays: 5,
  searchWindowDays: 90,
  toastMs: 6000,
  mapZoom: 15,
  mapHeightPx: 300,
  defaultSequenceNumber: 1,
  defaultRelationshipId: 1,
  selfPayPackageId: 0,
} as const;

/** Reasons used when the scheduler returns none or fails (booking.md §9). */
export const DEFAULT_REASONS = {
  new: [{ reasonid: 1001, reason: 'New Patient', description: 'New Patient' }],
  existing: [
    { reasonid: 2001, reason: 'Follow Up', description: 'Follow Up' },
    { reasonid: 2002, reason: 'Telehealth', description: 'Telehealth' },
  ],
} as const satisfies Record<'new' | 'existing', readonly AppointmentReason[]>;

/**
 * How long each hop waits for the scheduler. The browser must wait longer than the server's deadline on athena,
 * so a slow booking is answered by the server (booked, or "not known yet") before the browser gives up on it.
 */
export const SCHEDULER_DEADLINES = {
  /** The server's proxy route: its hard deadline per athena call. */
  serverUpstreamMs: 10_000,
  /** The browser's wait for the proxy's answer. */
  browserMs: 25_000,
} as const;

/** date-fns pattern of the confirmation's date and time (booking.md §9). */
export const APPOINTMENT_DISPLAY_FORMAT = 'EEEE, MMM d - h:mm a';
