import type { Clock, PatientStorePort, SchedulerPort } from '@clinic/core';

/** The ports the booking dialog drives, resolved once by the composition root and passed down as plain objects. */
export interface WebCore {
  scheduler: SchedulerPort;
  clock: Clock;
  patientStore: PatientStorePort;
}
