import {
  initialTimeFirstState,
  timeFirstReducer,
  timeFirstView,
  type AvailabilityQuery,
  type TimeFilters,
  type TimeFirstAction,
  type TimeFirstView,
} from '@clinic/core';
import { useEffect, useMemo, useReducer, useRef, type Dispatch } from 'react';
import { providerFactsOf } from '../provider-facts';
import { useCore } from './core-provider';

export interface GroupTimes {
  view: TimeFirstView;
  filters: TimeFilters;
  dispatch: Dispatch<TimeFirstAction>;
}

/**
 * The time-first list (core timeFirstReducer) with its reads run against the availability index: read again when the
 * patient type or mode changes; every filter is applied in the browser, with no round trip (decision 92).
 */
export function useGroupTimes(query: AvailabilityQuery, initialFilters: TimeFilters): GroupTimes {
  const { times } = useCore();
  const { patientType, mode } = query;
  // The first read is in the initial state: it starts after the dialog's first commit, not after a second one.
  const [state, dispatch] = useReducer(timeFirstReducer, undefined, () =>
    timeFirstReducer({ ...initialTimeFirstState, filters: initialFilters }, { type: 'timesRequested', query: { patientType, mode } }),
  );
  const asked = useRef(`${patientType} ${mode}`);
  useEffect(() => {
    if (asked.current === `${patientType} ${mode}`) return;
    asked.current = `${patientType} ${mode}`;
    dispatch({ type: 'timesRequested', query: { patientType, mode } });
  }, [patientType, mode]);
  useEffect(() => {
    for (const load of state.loads) {
      void times.groupTimes(load.query).then(
        (answer) => dispatch({ type: 'timesLoaded', key: load.key, answer }),
        () => dispatch({ type: 'timesFailed', key: load.key }),
      );
    }
  }, [state.loads, times]);
  const view = useMemo(() => timeFirstView(state, providerFactsOf), [state]);
  return { view, filters: state.filters, dispatch };
}
