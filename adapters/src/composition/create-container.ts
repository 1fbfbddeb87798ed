import { guardedScheduler, type ClockPort, type PatientStorePort } from '@clinic/core';
import { createFixtureStore, type FixtureStore } from '@clinic/fixtures';
import { Container, ContainerModule } from 'inversify';
import { AthenaScheduler } from '../athena/athena-scheduler';
import { DirectTransport, type DirectTransportConfig } from '../athena/direct-transport';
import { InMemoryPatientStore } from '../browser/in-memory-patient-store';
import { SystemClock } from '../clock/system-clock';
import { FixtureScheduler } from '../fixture/fixture-scheduler';
import { bindNamed, type DependencyMap } from './bind-named';
import { TOKENS } from './tokens';

/** What a Node driver runs against: the in-process fixture practice, or athena over HTTPS with OAuth. */
export type CompositionProfile = (
  | {
      kind: 'fixture';
      /** The practice; a fresh seeded one (built lazily, see createFixtureStore) unless a test brings its own. */
      store?: () => FixtureStore;
    }
  | { kind: 'athena'; connection: DirectTransportConfig }
) & {
  /** The machine's clock unless given; tests pass a FixedClock. */
  clock?: ClockPort;
  /** The local fallback lists; an in-memory one unless given. */
  patientStore?: PatientStorePort;
};

// Each factory names what it needs; `satisfies` checks every name is a service id, bindNamed types the values.
const FIXTURE_SCHEDULER = { store: TOKENS.FixtureStore } satisfies DependencyMap;
const ATHENA_SCHEDULER = { transport: TOKENS.AthenaTransport, clock: TOKENS.Clock } satisfies DependencyMap;
const SCHEDULER = { scheduler: TOKENS.Scheduler } satisfies DependencyMap;

/**
 * The Node drivers' composition root (the staff CLI today; decision 47): binds the clock, the local lists and
 * the profile's scheduler, each a singleton built on first `get`. Every SchedulerPort of every profile is made in
 * the `TOKENS.Scheduler` binding below, behind the core's client guard (`guardedScheduler`, decision 34); its
 * parts (PracticeDirectory, Availability, PatientRegistry, Bookings, StaffSchedule: decision 87) resolve to it.
 */
export function createContainer(profile: CompositionProfile): Container {
  const container = new Container();
  container.load(
    new ContainerModule(({ bind }) => {
      bind(TOKENS.Clock).toConstantValue(profile.clock ?? new SystemClock());
      bind(TOKENS.PatientStore)
        .toDynamicValue(() => profile.patientStore ?? new InMemoryPatientStore())
        .inSingletonScope();
      if (profile.kind === 'fixture') {
        bind(TOKENS.FixtureStore)
          .toDynamicValue(profile.store ?? (() => createFixtureStore()))
          .inSingletonScope();
        bindNamed(bind, TOKENS.Scheduler, FIXTURE_SCHEDULER, ({ store }) => guardedScheduler(new FixtureScheduler(store)));
      } else {
        bind(TOKENS.AthenaTransport)
          .toDynamicValue(() => new DirectTransport(profile.connection))
          .inSingletonScope();
        bindNamed(bind, TOKENS.Scheduler, ATHENA_SCHEDULER, ({ transport, clock }) =>
          guardedScheduler(new AthenaScheduler(transport, { clock })),
        );
      }
      // Each part is the same guarded scheduler, seen through the interface its users need.
      bindNamed(bind, TOKENS.PracticeDirectory, SCHEDULER, ({ scheduler }) => scheduler);
      bindNamed(bind, TOKENS.Availability, SCHEDULER, ({ scheduler }) => scheduler);
      bindNamed(bind, TOKENS.PatientRegistry, SCHEDULER, ({ scheduler }) => scheduler);
      bindNamed(bind, TOKENS.Bookings, SCHEDULER, ({ scheduler }) => scheduler);
      bindNamed(bind, TOKENS.StaffSchedule, SCHEDULER, ({ scheduler }) => scheduler);
    }),
  );
  return container;
}
