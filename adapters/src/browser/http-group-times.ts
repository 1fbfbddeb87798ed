import {
  AVAILABILITY_PATH,
  availabilityAnswerSchema,
  SCHEDULER_DEADLINES,
  SchedulerError,
  type AvailabilityAnswer,
  type AvailabilityQuery,
  type GroupTimesPort,
} from '@clinic/core';
import { codeForStatus, fetchText, globalFetch, parseJsonBody, type FetchLike } from '../athena/http-exchange';

export interface HttpGroupTimesConfig {
  /** Absolute in Node tests, relative (the page's own server) in the browser. */
  endpoint?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}

/**
 * The group's times from the server's availability index, `GET /api/availability` (issue #31). The answer is held to
 * the contract's schema here, at the edge: anything else is an outage (UPSTREAM), never a list the dialog trusts.
 */
export class HttpGroupTimes implements GroupTimesPort {
  private readonly endpoint: string;
  private readonly fetch: FetchLike;
  private readonly timeoutMs: number;

  // The browser's deadline, not a shorter one: the 90-day answer is about 1 MB, which a slow phone needs seconds for.
  constructor(config: HttpGroupTimesConfig = {}) {
    this.endpoint = config.endpoint ?? AVAILABILITY_PATH;
    this.fetch = config.fetch ?? globalFetch;
    this.timeoutMs = config.timeoutMs ?? SCHEDULER_DEADLINES.browserMs;
  }

  async groupTimes(query: AvailabilityQuery): Promise<AvailabilityAnswer> {
    // Only the patient type, the mode and scheduler ids travel in the URL: nothing about the patient.
    const params = Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]));
    const url = `${this.endpoint}?${new URLSearchParams(params).toString()}`;
    const { status, text } = await fetchText(this.fetch, url, { headers: { Accept: 'application/json' } }, this.timeoutMs);
    if (status !== 200) throw new SchedulerError(codeForStatus(status), `The times could not be read (HTTP ${status}).`, status);
    const answer = availabilityAnswerSchema.safeParse(parseJsonBody(text));
    if (!answer.success) throw new SchedulerError('UPSTREAM', 'The times answer did not match the contract.', status);
    return answer.data;
  }
}
