import { initialSearchState, runSearchLoad, searchReducer, type SearchAction, type SearchState } from '@clinic/core';
import { useEffect, useReducer, type Dispatch } from 'react';
import { useCore } from './core-provider';

/** The search screen's state machine (core searchReducer) with its loads run against the scheduler. */
export function useBookingSearch(): [SearchState, Dispatch<SearchAction>] {
  const { scheduler, clock } = useCore();
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  useEffect(() => {
    // The reducer hands out a new `loads` array only when something must start; each load settles as an action.
    for (const load of state.loads) void runSearchLoad({ scheduler, clock }, load).then(dispatch);
  }, [state.loads, scheduler, clock]);
  return [state, dispatch];
}
