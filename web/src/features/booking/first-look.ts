import type { AvailabilityAnswer, AvailabilityQuery, GroupTimesPort } from '@clinic/core';
import { FIRST_LOOK_DAYS_ASKED, PREFETCH_KEPT_MS } from '../../lib/group-times-prefetch';

// Imports no value of the core: the dialog's mount point loads this module with the ports (browser-core.ts) before
// the dialog's own chunk, which a core module could end up in.

// A same-millisecond tap downloads the dialog's code after the tap: on the shared machine its last chunks arrived
// 200-400 ms later, the prefetched answer long before them. Read as soon as the ports (a smaller graph, asked for
// first) are in, the answer is checked while the rest still downloads, and the dialog's first render has the times
// (decision 106).

/** The dialog's first read, started before the dialog rendered. */
export interface EarlyRead {
  answer: Promise<AvailabilityAnswer>;
  /** The answer once it is in: the list renders with it at once. */
  settled?: AvailabilityAnswer;
}

interface Started extends EarlyRead {
  times: GroupTimesPort;
  key: string;
  at: number;
}

let started: Started | undefined;

const keyOf = (q: AvailabilityQuery) => JSON.stringify([q.patientType, q.mode, q.days, q.providerId, q.departmentId]);

/** The first look as the dialog asks for it (a new patient, booking.md §2's default; the near days). */
export function firstLookQuery(mode: AvailabilityQuery['mode']): AvailabilityQuery {
  return { patientType: 'new', mode, days: FIRST_LOOK_DAYS_ASKED };
}

/** Starts this port's read of `query` for the dialog about to render; a failed read is forgotten. */
export function startEarlyRead(times: GroupTimesPort, query: AvailabilityQuery, now: number = Date.now()): void {
  const read: Started = { times, key: keyOf(query), at: now, answer: times.groupTimes(query) };
  read.answer.then(
    (answer) => (read.settled = answer),
    () => {
      if (started === read) started = undefined;
    },
  );
  started = read;
}

/**
 * The read started early for this port and query, once, while it is young (its status was worded when the server
 * sent it, as for the prefetch it reads): the dialog's list takes it instead of reading again; a later read of the
 * same query (after a lost race) goes to the network.
 */
export function takeEarlyRead(times: GroupTimesPort, query: AvailabilityQuery, now: number = Date.now()): EarlyRead | undefined {
  const read = started;
  if (!read || read.times !== times || read.key !== keyOf(query) || now - read.at >= PREFETCH_KEPT_MS) return undefined;
  started = undefined;
  return read;
}
