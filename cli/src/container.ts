import { fetchClient, type FetchLike } from '@clinic/adapters';
import { createContainer, TOKENS, type CompositionProfile } from '@clinic/adapters/composition';
import { FAKE_ATHENA_HEADER } from '@clinic/core';
import type { CliServices, ServicesEvents } from './context';
import type { SourceConfig } from './source';
import { FileTokenCache } from './token-cache-file';

/**
 * The CLI's composition root: the chosen source's scheduler and the system clock, resolved once per run.
 * The fixture practice lives in this process only (a booking made here is gone when the command ends), and its
 * 90 days of slots are built only when a command asks for slots, patients or bookings.
 */
export function createServices(source: SourceConfig, events: ServicesEvents): CliServices {
  if (source.kind === 'fixture') events.demoData();
  const container = createContainer(profileOf(source, events));
  return {
    directory: container.get(TOKENS.PracticeDirectory),
    availability: container.get(TOKENS.Availability),
    bookings: container.get(TOKENS.Bookings),
    staffSchedule: container.get(TOKENS.StaffSchedule),
    clock: container.get(TOKENS.Clock),
  };
}

function profileOf(source: SourceConfig, events: ServicesEvents): CompositionProfile {
  if (source.kind === 'fixture') return { kind: 'fixture' };
  return { kind: 'athena', connection: { ...athenaConfig(source), http: fetchClient(noticingFakeAthena(events)) } };
}

/** fetch, reporting demo data when the answer comes from the fake athena (of `npm start`), which marks its data. */
function noticingFakeAthena(events: ServicesEvents): FetchLike {
  return async (input, init) => {
    const response = await globalThis.fetch(input, init);
    if (response.headers.has(FAKE_ATHENA_HEADER)) events.demoData();
    return response;
  };
}

/** The athena connection, with the token kept between commands when there is a cache folder. */
function athenaConfig(source: Extract<SourceConfig, { kind: 'athena' }>) {
  const { kind: _kind, cacheDir, ...connection } = source;
  return cacheDir ? { ...connection, tokenCache: new FileTokenCache(cacheDir, connection) } : connection;
}
