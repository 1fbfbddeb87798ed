import { initialSearchState, runSearchLoad, searchReducer, type SearchAction, type SearchState } from '@clinic/core';
import { useEffect, useReducer, useRef, type Dispatch } from 'react';
import { useCore } from './core-provider';

type SearchLoads = SearchState['loads'];

/** The search screen's state machine (core searchReducer); `useSearchLoads` runs the loads it hands out. */
export function useBookingSearch(): [SearchState, Dispatch<SearchAction>] {
  return useReducer(searchReducer, initialSearchState);
}

/**
 * Runs the search screen's loads against the scheduler, each settling as an action. While `held`, they wait and start
 * in order when it ends: the dialog opens on the soonest times, which need none of them (decision 106).
 */
export function useSearchLoads(loads: SearchLoads, dispatch: Dispatch<SearchAction>, held: boolean): void {
  const { scheduler, clock } = useCore();
  const seen = useRef<SearchLoads>(undefined);
  const waiting = useRef<SearchLoads[number][]>([]);
  useEffect(() => {
    // The reducer hands out a new `loads` array only when something must start.
    if (loads !== seen.current) {
      seen.current = loads;
      waiting.current.push(...loads);
    }
    if (held) return;
    for (const load of waiting.current.splice(0)) void runSearchLoad({ scheduler, clock }, load).then(dispatch);
  }, [loads, held, scheduler, clock, dispatch]);
}
