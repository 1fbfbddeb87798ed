import type { Clock, PatientStorePort, SchedulerPort, TestimonialsPort } from '@clinic/core';
import type { FixtureStore } from '@clinic/fixtures';
import type { AthenaTransport } from '../athena/athena-transport';
import type { ServiceIdentifier } from 'inversify';

/** The container's service ids, typed so `container.get(TOKENS.Scheduler)` is a SchedulerPort. */
export const TOKENS = {
  Scheduler: Symbol.for('clinic.Scheduler') as ServiceIdentifier<SchedulerPort>,
  Testimonials: Symbol.for('clinic.Testimonials') as ServiceIdentifier<TestimonialsPort>,
  PatientStore: Symbol.for('clinic.PatientStore') as ServiceIdentifier<PatientStorePort>,
  Clock: Symbol.for('clinic.Clock') as ServiceIdentifier<Clock>,
  FixtureStore: Symbol.for('clinic.FixtureStore') as ServiceIdentifier<FixtureStore>,
  /** ProxyTransport in the browser, DirectTransport in Node; the same Symbol.for key athena-proxy.module.ts uses. */
  AthenaTransport: Symbol.for('clinic.AthenaTransport') as ServiceIdentifier<AthenaTransport>,
} as const;
