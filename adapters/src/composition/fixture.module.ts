import { guardedScheduler } from '@clinic/core';
import type { FixtureStore } from '@clinic/fixtures';
import { ContainerModule } from 'inversify';
import { FixtureScheduler } from '../fixture/fixture-scheduler';
import { FixtureTestimonials } from '../fixture/fixture-testimonials';
import { TOKENS } from './tokens';

/** The scheduler and testimonials of an in-memory fixture practice, for demos, the CLI and tests. */
export function fixtureModule(store: FixtureStore): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.FixtureStore).toConstantValue(store);
    bind(TOKENS.Scheduler)
      .toResolvedValue((fixtures: FixtureStore) => guardedScheduler(new FixtureScheduler(fixtures)), [TOKENS.FixtureStore])
      .inSingletonScope();
    bind(TOKENS.Testimonials)
      .toResolvedValue((fixtures: FixtureStore) => new FixtureTestimonials(fixtures), [TOKENS.FixtureStore])
      .inSingletonScope();
  });
}
