import { ContainerModule } from 'inversify';
import { DirectTransport, type DirectTransportConfig } from '../athena/direct-transport';
import { bindAthenaScheduler } from './athena-proxy.module';
import { TOKENS } from './tokens';

/**
 * Node's scheduler: AthenaScheduler straight to athena with OAuth (DirectTransport), for the CLI and scripts.
 * Needs TOKENS.Clock bound (coreModule); TOKENS.PatientStore is used when bound.
 */
export function athenaDirectModule(config: DirectTransportConfig): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(TOKENS.AthenaTransport).toDynamicValue(() => new DirectTransport(config)).inSingletonScope();
    bindAthenaScheduler(options);
  });
}
