import { guardedScheduler, type Clock } from '@clinic/core';
import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { AthenaScheduler } from '../athena/athena-scheduler';
import type { AthenaTransport } from '../athena/athena-transport';
import { ProxyTransport, type ProxyTransportConfig } from '../athena/proxy-transport';
import { TOKENS } from './tokens';

/** Binds TOKENS.Scheduler to AthenaScheduler over the bound transport and clock, behind the client's guard. */
export function bindAthenaScheduler({ bind }: ContainerModuleLoadOptions): void {
  bind(TOKENS.Scheduler)
    .toResolvedValue(
      (transport: AthenaTransport, clock: Clock) => guardedScheduler(new AthenaScheduler(transport, { clock })),
      [TOKENS.AthenaTransport, TOKENS.Clock],
    )
    .inSingletonScope();
}

/**
 * The browser's scheduler: AthenaScheduler over ProxyTransport to /api/athena-proxy (booking.md §7).
 * The web driver binds TOKENS.Clock and TOKENS.PatientStore (LocalStoragePatientStore), e.g. with coreModule.
 */
export function athenaProxyModule(config: ProxyTransportConfig = {}): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(TOKENS.AthenaTransport).toDynamicValue(() => new ProxyTransport(config)).inSingletonScope();
    bindAthenaScheduler(options);
  });
}
