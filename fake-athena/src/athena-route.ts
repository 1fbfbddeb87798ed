import type { FixtureStore } from '@clinic/fixtures';
import type { AthenaParams } from './athena-params';

/** What a fake-athena handler sees: merged parameters, path ids, and its own path for `next` links. */
interface AthenaCall {
  params: AthenaParams;
  ids: Record<string, string>;
  selfPath: string;
}

/** One athena endpoint; `handle` returns the 200 body or throws AthenaHttpError. */
export interface AthenaRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to /v1/:practiceid, Fastify syntax. */
  path: string;
  handle: (call: AthenaCall) => unknown;
}

export interface FakeAthenaContext {
  store: FixtureStore;
  practiceId: string;
  practiceName: string;
  /** The fake's clock (ms since the epoch): token expiry, rate windows, scheduling notice. */
  now: () => number;
  /** Slots a page holds when the caller sends no limit (athena: 1,000). */
  slotPageSize: number;
}
