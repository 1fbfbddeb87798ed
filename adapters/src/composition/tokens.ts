import type { Clock, PatientStorePort, SchedulerPort } from '@clinic/core';
import type { FixtureStore } from '@clinic/fixtures';
import type { ServiceIdentifier } from 'inversify';
import type { AthenaTransport } from '../athena/athena-transport.port';

/** The container's service ids, typed so `container.get(TOKENS.Scheduler)` is a SchedulerPort. */
export const TOKENS = {
  Scheduler: Symbol.for('clinic.Scheduler') as ServiceIdentifier<SchedulerPort>,
  PatientStore: Symbol.for('clinic.PatientStore') as ServiceIdentifier<PatientStorePort>,
  Clock: Symbol.for('clinic.Clock') as ServiceIdentifier<Clock>,
  FixtureStore: Symbol.for('clinic.FixtureStore') as ServiceIdentifier<FixtureStore>,
  AthenaTransport: Symbol.for('clinic.AthenaTransport') as ServiceIdentifier<AthenaTransport>,
} as const;
