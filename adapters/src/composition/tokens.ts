import type { Clock, PatientStorePort, SchedulerPort, TestimonialsPort } from '@clinic/core';
import type { FixtureStore } from '@clinic/fixtures';
import type { ServiceIdentifier } from 'inversify';

/** The container's service ids, typed so `container.get(TOKENS.Scheduler)` is a SchedulerPort. */
export const TOKENS = {
  Scheduler: Symbol.for('clinic.Scheduler') as ServiceIdentifier<SchedulerPort>,
  Testimonials: Symbol.for('clinic.Testimonials') as ServiceIdentifier<TestimonialsPort>,
  PatientStore: Symbol.for('clinic.PatientStore') as ServiceIdentifier<PatientStorePort>,
  Clock: Symbol.for('clinic.Clock') as ServiceIdentifier<Clock>,
  FixtureStore: Symbol.for('clinic.FixtureStore') as ServiceIdentifier<FixtureStore>,
} as const;
