import { guardedScheduler, type ClockPort, type SchedulerPort } from '@clinic/core';
import { FixedClock } from '@clinic/core/test-support';
import nock from 'nock';
import { AthenaScheduler } from '../athena/athena-scheduler';
import { DirectTransport } from '../athena/direct-transport';
import { tokenAnswer } from './athena-wire';

// Test support only: an AthenaScheduler over DirectTransport, with athena answered by nock.
const ATHENA_BASE = 'https://athena.test';
export const API = '/v1/195900';

/** Mon Dec 1 2025, 9:30 PT. */
export const MON_DEC_1_0930_PT = new Date(Date.UTC(2025, 11, 1, 17, 30));

/** A DirectTransport whose token endpoint always answers like athena's preview (`expires_in` as a string). */
export function transportOverNock(): DirectTransport {
  nock.disableNetConnect();
  nock(ATHENA_BASE).persist().post('/oauth2/v1/token').reply(200, tokenAnswer);
  // Limits have their own tests (direct-transport.throttle.test.ts); here they would only slow the suite.
  return new DirectTransport({ baseUrl: ATHENA_BASE, practiceId: '195900', clientId: 'client', clientSecret: 'secret', maxRps: 1000 });
}

/** An AthenaScheduler over transportOverNock(), behind the client's guard as every driver has it. */
export function athenaOverNock(options: { clock?: ClockPort } = {}): SchedulerPort {
  return guardedScheduler(new AthenaScheduler(transportOverNock(), { clock: options.clock ?? new FixedClock(MON_DEC_1_0930_PT) }));
}

/** The athena API host, for one interceptor. */
export function athena() {
  return nock(ATHENA_BASE);
}
