import type { AthenaRelayTransport } from '@clinic/adapters';
import { SchedulerError } from '@clinic/core';
import { describe, expect, it } from 'vitest';
import { callUpstream, UpstreamUnavailable } from './upstream-call';

const failingWith = (error: unknown): AthenaRelayTransport =>
  ({ requestRaw: () => Promise.reject(error) }) as unknown as AthenaRelayTransport;
const get = { method: 'GET', path: '/departments' } as const;

describe('why athena gave no answer, as the log names it', () => {
  it.each([
    ['a refused token (401)', new SchedulerError('UNAUTHORIZED', 'refused', 401)],
    ['a token endpoint that is not there (404: a wrong ATHENA_BASE_URL path)', new SchedulerError('NOT_FOUND', 'refused', 404)],
    ['a throttled token request (429)', new SchedulerError('RATE_LIMITED', 'refused', 429)],
  ])('names %s a token failure, not an unreachable athena', async (_case, error) => {
    await expect(callUpstream(failingWith(error), get, 1000)).rejects.toMatchObject({ reason: 'token' });
  });

  it('names a connection that failed a network failure', async () => {
    const call = callUpstream(failingWith(new SchedulerError('NETWORK', 'refused')), get, 1000);
    await expect(call).rejects.toBeInstanceOf(UpstreamUnavailable);
    await expect(call).rejects.toMatchObject({ reason: 'network' });
  });
});
