import type { AvailabilityAnswer, AvailabilityQuery } from '../availability/availability-contract';

/**
 * The group's bookable times for one patient type and mode, answered by the server's availability index (issue #31)
 * rather than by athena: the time-first dialog's one read. An answer that cannot be had is thrown, like any outage.
 */
export interface GroupTimesPort {
  groupTimes(query: AvailabilityQuery): Promise<AvailabilityAnswer>;
}
