import type {
  AvailabilityPort,
  BookingsPort,
  ClockPort,
  PatientRegistryPort,
  PatientStorePort,
  PracticeDirectoryPort,
  SchedulerPort,
  StaffSchedulePort,
} from '@clinic/core';
import type { FixtureStore } from '@clinic/fixtures';
import type { ServiceIdentifier } from 'inversify';
import type { AthenaTransport } from '../athena/athena-transport.port';

/** The container's service ids, typed so `container.get(TOKENS.Bookings)` is a BookingsPort. */
export const TOKENS = {
  /** The whole guarded scheduling client; drivers ask for the parts below (decision 87). */
  Scheduler: Symbol.for('clinic.Scheduler') as ServiceIdentifier<SchedulerPort>,
  PracticeDirectory: Symbol.for('clinic.PracticeDirectory') as ServiceIdentifier<PracticeDirectoryPort>,
  Availability: Symbol.for('clinic.Availability') as ServiceIdentifier<AvailabilityPort>,
  PatientRegistry: Symbol.for('clinic.PatientRegistry') as ServiceIdentifier<PatientRegistryPort>,
  Bookings: Symbol.for('clinic.Bookings') as ServiceIdentifier<BookingsPort>,
  StaffSchedule: Symbol.for('clinic.StaffSchedule') as ServiceIdentifier<StaffSchedulePort>,
  PatientStore: Symbol.for('clinic.PatientStore') as ServiceIdentifier<PatientStorePort>,
  Clock: Symbol.for('clinic.Clock') as ServiceIdentifier<ClockPort>,
  FixtureStore: Symbol.for('clinic.FixtureStore') as ServiceIdentifier<FixtureStore>,
  AthenaTransport: Symbol.for('clinic.AthenaTransport') as ServiceIdentifier<AthenaTransport>,
} as const;
