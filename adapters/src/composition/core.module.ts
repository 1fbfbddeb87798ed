import type { Clock, PatientStorePort } from '@clinic/core';
import { ContainerModule } from 'inversify';
import { InMemoryPatientStore } from '../browser/in-memory-patient-store';
import { SystemClock } from '../clock/system-clock';
import { TOKENS } from './tokens';

export interface CoreModuleOptions {
  /** Defaults to the machine's clock; tests pass a FixedClock. */
  clock?: Clock;
  /** Defaults to an in-memory list; the web passes a LocalStoragePatientStore over window.localStorage. */
  patientStore?: PatientStorePort;
}

/** What every driver needs whatever the scheduler: the clock and the local patient lists. */
export function coreModule(options: CoreModuleOptions = {}): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.Clock).toConstantValue(options.clock ?? new SystemClock());
    bind(TOKENS.PatientStore).toDynamicValue(() => options.patientStore ?? new InMemoryPatientStore()).inSingletonScope();
  });
}
