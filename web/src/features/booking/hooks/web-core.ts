import type {
  AvailabilityPort,
  BookingsPort,
  ClockPort,
  FunnelPort,
  GroupTimesPort,
  PatientRegistryPort,
  PatientStorePort,
  PracticeDirectoryPort,
} from '@clinic/core';

/** What the browser asks of the scheduling system: everything but the staff's booked list (decision 87). */
export type WebScheduler = PracticeDirectoryPort & AvailabilityPort & PatientRegistryPort & BookingsPort;

/** The ports the booking dialog drives, resolved once by the composition root and passed down as plain objects. */
export interface WebCore {
  scheduler: WebScheduler;
  clock: ClockPort;
  patientStore: PatientStorePort;
  /** The booking session's header, the proof the waitlist's opt-in sends (issue #33); absent without the proxy. */
  bookingSession?: () => Record<string, string>;
  /** The group's soonest times, from the server's availability index (decision 92). */
  times: GroupTimesPort;
  /** The booking funnel's steps, fire and forget. */
  funnel: FunnelPort;
}
