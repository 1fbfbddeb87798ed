import { NO_LOADS, type LoadArea, type SearchLoad, type SearchState } from './search-state';

/** Marks loads as running and drops those already running for the same key (booking.md §4, loading flags). */
export function start(state: SearchState, wanted: SearchLoad[]): SearchState {
  const fresh = wanted.filter((l) => !(state.loading[l.kind] && state.inFlight[l.kind] === l.key));
  if (fresh.length === 0) return { ...state, loads: NO_LOADS };
  const loading = { ...state.loading };
  const inFlight = { ...state.inFlight };
  for (const l of fresh) {
    loading[l.kind] = true;
    inFlight[l.kind] = l.key;
  }
  return { ...state, loading, inFlight, loads: fresh };
}

/** Ends a load; undefined when the answer belongs to an older choice and must be ignored. */
export function finish(state: SearchState, area: LoadArea, key: string): SearchState | undefined {
  if (state.inFlight[area] !== key) return undefined;
  return { ...state, loading: { ...state.loading, [area]: false }, inFlight: { ...state.inFlight, [area]: undefined }, loads: NO_LOADS };
}

/** The providers of the chosen location. */
export function providerLoads(s: SearchState): SearchLoad[] {
  return s.departmentId ? [{ kind: 'providers', key: s.departmentId, departmentId: s.departmentId }] : [];
}

/** Types for every provider; reasons only for regular booking (booking.md §4). */
export function providerDataLoads(s: SearchState, withTypes: boolean): SearchLoad[] {
  const { departmentId, providerId } = s;
  if (!departmentId || !providerId) return [];
  const loads: SearchLoad[] = [];
  if (withTypes) loads.push({ kind: 'appointmentTypes', key: `${departmentId}|${providerId}`, departmentId, providerId });
  if (s.mode === 'appointment') {
    loads.push({
      kind: 'appointmentReasons',
      key: `${departmentId}|${providerId}|${s.patientType}`,
      departmentId,
      providerId,
      patientType: s.patientType,
    });
  }
  return loads;
}
