import { AVAILABILITY_FRESHNESS, type AvailabilityAnswer, type AvailabilityQuery } from '../../availability/availability-contract';
import type { OpenSlot } from '../../model';
import type { UsDate } from '../../time';
import { daysWithTimes, filterTimes, type ProviderFactsOf, type TimeFilters } from './time-filters';
import { timesFreshness, type TimesFreshness } from './times-freshness';

/** One read of the group's times the driver must start; its answer comes back under the same key. */
export interface TimesLoad {
  key: string;
  query: AvailabilityQuery;
}

/** The time-first dialog's list (issue #31): the index's answer, the patient's filters and the times lost to others. */
export interface TimeFirstState {
  query?: AvailabilityQuery;
  /** The key of the read in flight; an answer under another key belongs to an older query and is dropped. */
  inFlight?: string;
  /** The read in flight is the first look (the near days only); the whole window is read after it. */
  nearFirst?: boolean;
  /** Bumped by every read, so a refresh of the same query is a new read. */
  reads: number;
  answer?: AvailabilityAnswer;
  /** The last read failed (network, server error, an answer outside the contract): shown like `unavailable`. */
  failed: boolean;
  filters: TimeFilters;
  /** Times a booking lost to someone else: never offered again in this dialog, even by an answer older than the loss. */
  taken: readonly string[];
  loads: readonly TimesLoad[];
}

export type TimeFirstAction =
  /** The dialog opened, or the patient type or mode changed. */
  | { type: 'timesRequested'; query: AvailabilityQuery }
  | { type: 'timesLoaded'; key: string; answer: AvailabilityAnswer }
  | { type: 'timesFailed'; key: string }
  | { type: 'filtersChanged'; filters: Partial<TimeFilters> }
  /** A booking lost the race for this time (SLOT_TAKEN): it goes, and the list is read again. */
  | { type: 'slotTaken'; appointmentId: string }
  /** `TIMES_RETRY_MS` passed while the list could show no time (`waitsToRetry`): the index is asked again. */
  | { type: 'timesRetried' };

export const initialTimeFirstState: TimeFirstState = { reads: 0, failed: false, filters: {}, taken: [], loads: [] };

/**
 * The first look asks for the near days only (about a tenth of the 90-day answer, so a phone paints the soonest
 * times quickly); the whole window follows it and replaces it, for the filters and the day picker.
 */
export const FIRST_LOOK_DAYS = AVAILABILITY_FRESHNESS.nearDays;

/**
 * How long a list that can show no time (the index unavailable, or the read failed) waits before asking again: the
 * index recovers once athena answers or the first build after a start ends, and a patient keeping the dialog open
 * then gets the times without closing it. A read of the index costs athena nothing (decision 91).
 */
export const TIMES_RETRY_MS = 15_000;

/** The list says the times cannot be shown and nothing is being read: the driver dispatches `timesRetried` later. */
export const waitsToRetry = (s: TimeFirstState): boolean =>
  s.query !== undefined && s.inFlight === undefined && timesFreshness(s.answer).kind === 'unavailable';

function read(s: TimeFirstState, query: AvailabilityQuery, nearFirst = true): TimeFirstState {
  const key = `${s.reads + 1}:${JSON.stringify(query)}`;
  const asked = nearFirst ? { ...query, days: FIRST_LOOK_DAYS } : query;
  return { ...s, query, reads: s.reads + 1, inFlight: key, nearFirst, loads: [{ key, query: asked }] };
}

/** The list's transitions and the reads each one starts. */
export function timeFirstReducer(state: TimeFirstState, action: TimeFirstAction): TimeFirstState {
  const s: TimeFirstState = { ...state, loads: [] };
  switch (action.type) {
    case 'timesRequested': {
      const changed = JSON.stringify(action.query) !== JSON.stringify(s.query);
      // Another patient type or mode is another list: the old one must not show while the new one loads.
      return read(changed ? { ...s, answer: undefined, failed: false } : s, action.query);
    }
    case 'timesLoaded': {
      if (action.key !== s.inFlight) return s;
      const shown: TimeFirstState = { ...s, inFlight: undefined, nearFirst: false, answer: action.answer, failed: false };
      // An index that cannot show times now will not for the whole window either.
      return s.nearFirst && s.query && action.answer.status !== 'unavailable' ? read(shown, s.query, false) : shown;
    }
    case 'timesFailed':
      if (action.key !== s.inFlight) return s;
      // The whole window failing after the first look keeps the near times on screen; they are still athena's.
      return !s.nearFirst && s.answer ? { ...s, inFlight: undefined } : { ...s, inFlight: undefined, answer: undefined, failed: true };
    case 'filtersChanged':
      return { ...s, filters: { ...s.filters, ...action.filters } };
    case 'slotTaken': {
      const taken = [...s.taken, action.appointmentId];
      return s.query ? read({ ...s, taken }, s.query) : { ...s, taken };
    }
    case 'timesRetried':
      // What is on screen stays ("cannot be shown right now") until the new answer replaces it.
      return waitsToRetry(s) && s.query ? read(s, s.query) : s;
  }
}

/** What the list shows now: its notice, the times under the filters, and the days the day picker offers. */
export interface TimeFirstView {
  /** Nothing to show yet: the first read of this query has not answered. */
  loading: boolean;
  freshness: TimesFreshness;
  times: OpenSlot[];
  days: UsDate[];
}

/** The list as the patient sees it; a time lost to someone else never reappears. */
export function timeFirstView(s: TimeFirstState, factsOf: ProviderFactsOf): TimeFirstView {
  // An empty first look is not "no times" while the whole window is still being read.
  const loading =
    (!s.answer && !s.failed) || (s.answer?.slots.length === 0 && s.inFlight !== undefined && s.answer.status !== 'unavailable');
  const freshness = timesFreshness(s.answer);
  const shown = freshness.kind === 'unavailable' ? [] : (s.answer?.slots ?? []).filter((slot) => !s.taken.includes(slot.appointmentid));
  return {
    loading,
    freshness,
    times: filterTimes(shown, s.filters, factsOf),
    days: daysWithTimes(shown, s.filters, factsOf),
  };
}
