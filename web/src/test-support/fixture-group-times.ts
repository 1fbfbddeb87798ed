import {
  addClinicDays,
  AVAILABILITY_FRESHNESS,
  availableTimes,
  offeredSlots,
  formatUsDate,
  type AvailabilityAnswer,
  type AvailabilityQuery,
  type ClockPort,
  type FunnelEvent,
  type FunnelPort,
  type GroupTimesPort,
} from '@clinic/core';
import type { FixtureStore } from '@clinic/fixtures';

/**
 * The availability index's answer over a fixture practice, for component tests: every open slot of the index's near
 * window (14 days; the soonest times are all a dialog test needs, and the whole 90 days take the fixture half a
 * second a read) at every clinic, built by the server index's own rule (availableTimes). Reads the store at each call, so a
 * slot booked behind the dialog's back is gone from the next answer. `answer` overrides it (stale, unavailable).
 */
export class FixtureGroupTimes implements GroupTimesPort {
  readonly queries: AvailabilityQuery[] = [];
  answer: ((fresh: AvailabilityAnswer) => AvailabilityAnswer) | undefined;

  constructor(
    private readonly store: FixtureStore,
    private readonly clock: ClockPort,
  ) {}

  groupTimes(query: AvailabilityQuery): Promise<AvailabilityAnswer> {
    this.queries.push(query);
    const window = {
      startDate: formatUsDate(this.store.today),
      endDate: formatUsDate(addClinicDays(this.store.today, AVAILABILITY_FRESHNESS.nearDays)),
    };
    const open = this.store.departments().flatMap((d) => this.store.openSlots({ departmentId: d.departmentid, ...window }));
    const directory = { providers: this.store.providers(), types: this.store.appointmentTypes() };
    const slots = availableTimes(offeredSlots(open, query, directory), this.clock.now(), query.days);
    const fresh: AvailabilityAnswer = { status: 'fresh', asOf: this.clock.now().toISOString(), slots };
    return Promise.resolve(this.answer ? this.answer(fresh) : fresh);
  }
}

/** A funnel that keeps what it was told, for tests that check the events and nothing else. */
export class RecordedFunnel implements FunnelPort {
  readonly events: FunnelEvent[] = [];
  record(event: FunnelEvent): void {
    this.events.push(event);
  }
}
