import { TOKENS, athenaDirectModule, coreModule, fixtureModule } from '@clinic/adapters';
import { createFixtureStore } from '@clinic/fixtures';
import { Container } from 'inversify';
import type { CliServices } from './context';
import type { SourceConfig } from './source';
import { FileTokenCache } from './token-cache-file';

/** The CLI's composition root: the chosen source's scheduler and the system clock, resolved once per run. */
export function createServices(source: SourceConfig): CliServices {
  const container = new Container();
  container.load(
    coreModule(),
    // The fixture practice lives in this process only: a booking made here is gone when the command ends.
    source.kind === 'fixture' ? fixtureModule(createFixtureStore()) : athenaDirectModule(athenaConfig(source)),
  );
  return { scheduler: container.get(TOKENS.Scheduler), clock: container.get(TOKENS.Clock) };
}

/** The athena connection, with the token kept between commands when there is a cache folder. */
function athenaConfig(source: Extract<SourceConfig, { kind: 'athena' }>) {
  const { kind: _kind, cacheDir, ...connection } = source;
  return cacheDir ? { ...connection, tokenCache: new FileTokenCache(cacheDir, connection) } : connection;
}
