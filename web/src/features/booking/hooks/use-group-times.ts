import {
  initialTimeFirstState,
  timeFirstReducer,
  timeFirstView,
  TIMES_RETRY_MS,
  waitsToRetry,
  type AvailabilityAnswer,
  type AvailabilityQuery,
  type GroupTimesPort,
  type TimeFilters,
  type TimeFirstAction,
  type TimeFirstState,
  type TimeFirstView,
} from '@clinic/core';
import { useEffect, useMemo, useReducer, useRef, useState, type Dispatch } from 'react';
import { takeEarlyRead } from '../first-look';
import { providerFactsOf } from '../provider-facts';
import { useCore } from './core-provider';

export interface GroupTimes {
  view: TimeFirstView;
  filters: TimeFilters;
  dispatch: Dispatch<TimeFirstAction>;
}

interface Opening {
  state: TimeFirstState;
  /** The first read, started before the dialog rendered and still on its way. */
  early?: { key: string; answer: Promise<AvailabilityAnswer> };
}

/**
 * The list as the dialog opens: its first read asked for, and answered already when the read started on the tap is
 * in (first-look.ts), so the dialog's first commit has the times (decision 106).
 */
function openingList(times: GroupTimesPort, query: AvailabilityQuery, filters: TimeFilters): Opening {
  const asked = timeFirstReducer({ ...initialTimeFirstState, filters }, { type: 'timesRequested', query });
  const load = asked.loads[0];
  const early = load && takeEarlyRead(times, load.query);
  if (!load || !early) return { state: asked };
  if (early.settled) return { state: timeFirstReducer(asked, { type: 'timesLoaded', key: load.key, answer: early.settled }) };
  return { state: asked, early: { key: load.key, answer: early.answer } };
}

/**
 * The time-first list (core timeFirstReducer) with its reads run against the availability index: read again when the
 * patient type or mode changes; every filter is applied in the browser, with no round trip (decision 92).
 */
export function useGroupTimes(query: AvailabilityQuery, initialFilters: TimeFilters): GroupTimes {
  const { times } = useCore();
  const { patientType, mode } = query;
  const [opening] = useState(() => openingList(times, { patientType, mode }, initialFilters));
  const [state, dispatch] = useReducer(timeFirstReducer, opening.state);
  // The opening list asked for the first read already: a read again only when the patient type or mode changes.
  const asking = `${patientType} ${mode}`;
  const asked = useRef(asking);
  useEffect(() => {
    if (asked.current === asking) return;
    asked.current = asking;
    dispatch({ type: 'timesRequested', query: { patientType, mode } });
  }, [asking, patientType, mode]);
  useEffect(() => {
    for (const load of state.loads) {
      const answer = load.key === opening.early?.key ? opening.early.answer : times.groupTimes(load.query);
      void answer.then(
        (answered) => dispatch({ type: 'timesLoaded', key: load.key, answer: answered }),
        () => dispatch({ type: 'timesFailed', key: load.key }),
      );
    }
  }, [state.loads, times, opening]);
  // "Cannot be shown right now" is asked again after a while, so the dialog recovers with the index.
  const retrying = waitsToRetry(state);
  useEffect(() => {
    if (!retrying) return;
    const timer = setTimeout(() => dispatch({ type: 'timesRetried' }), TIMES_RETRY_MS);
    return () => clearTimeout(timer);
  }, [retrying, state.reads]);
  const view = useMemo(() => timeFirstView(state, providerFactsOf), [state]);
  return { view, filters: state.filters, dispatch };
}
