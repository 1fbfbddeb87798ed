import { groupDepartmentsByCity } from '../rules/department-grouping';
import { pickIvAppointmentType } from '../rules/iv-type';
import { autoSelectedIvProvider, providersForMode } from '../rules/provider-filter';
import { finish, providerDataLoads, providerLoads, start } from './search-loads';
import { NO_LOADS, type LoadArea, type SearchAction, type SearchState } from './search-state';
import { searchCriteria, searchProblem } from './search-selectors';

// Spread into a new state; fresh arrays each time so no state shares a mutable list.
const CLEAR_SLOTS = (): Pick<SearchState, 'slots' | 'slotDays' | 'showResults'> => ({ slots: [], slotDays: [], showResults: false });

/** Everything chosen below the location (provider, reason, type) and the slots: a new location starts them over. */
const CLEAR_BELOW_LOCATION = (): Partial<SearchState> => ({
  ...CLEAR_SLOTS(),
  providerId: undefined,
  providers: [],
  reasonId: undefined,
  reasons: [],
  appointmentTypes: [],
  appointmentTypeId: undefined,
  message: undefined,
});

/** The search screen's transitions: what each change clears and which loads it starts (booking.md §4). */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  const s: SearchState = { ...state, loads: NO_LOADS };
  switch (action.type) {
    case 'bookingTypeChanged': {
      const next: SearchState = {
        ...s,
        ...CLEAR_SLOTS(),
        mode: action.mode,
        reasonId: undefined,
        reasons: [],
        appointmentTypeId: undefined,
        appointmentTypes: [],
        providerId: undefined,
        providers: [],
        message: undefined,
      };
      return start(next, providerLoads(next));
    }
    case 'patientTypeChanged': {
      const next: SearchState = {
        ...s,
        ...CLEAR_SLOTS(),
        patientType: action.patientType,
        reasonId: undefined,
        reasons: [],
        message: undefined,
        ...(action.patientType === 'new' ? { selectedPatientId: undefined, patients: [] } : {}),
      };
      // The IV type stays: it does not depend on the patient type.
      if (next.mode === 'appointment') next.appointmentTypeId = undefined;
      return start(next, next.providerId ? providerDataLoads(next, false) : []);
    }
    case 'locationChosen': {
      const next: SearchState = { ...s, ...CLEAR_BELOW_LOCATION(), departmentId: action.departmentId };
      return start(next, providerLoads(next));
    }
    case 'providerChosen': {
      const next: SearchState = { ...s, ...CLEAR_SLOTS(), providerId: action.providerId, reasonId: undefined, message: undefined };
      return start(next, providerDataLoads(next, true));
    }
    case 'reasonChosen':
      return { ...s, ...CLEAR_SLOTS(), reasonId: action.reasonId, message: undefined };
    case 'searchRequested': {
      const problem = searchProblem(s);
      if (problem) return { ...s, message: problem };
      const criteria = searchCriteria(s);
      if (!criteria) return s;
      return start({ ...s, message: undefined, hasSearched: true }, [{ kind: 'slots', key: JSON.stringify(criteria), criteria }]);
    }
    case 'reset':
      return {
        ...s,
        ...CLEAR_BELOW_LOCATION(),
        departmentId: undefined,
        hasSearched: false,
        loading: { ...s.loading, providers: false, appointmentReasons: false, appointmentTypes: false, slots: false },
        inFlight: { departments: s.inFlight.departments },
      };
    case 'toastDismissed':
      return { ...s, toast: undefined };
    case 'departmentsRetried':
      return start({ ...s, departmentsFailed: false, toast: undefined }, [{ kind: 'departments', key: 'departments' }]);
    case 'patientsLoaded':
      return { ...s, patients: action.patients };
    case 'patientSelected':
      return { ...s, selectedPatientId: action.patientId };
    default:
      return loaded(s, action);
  }
}

type LoadedAction = Extract<SearchAction, { key: string }>;

function loaded(state: SearchState, action: LoadedAction): SearchState {
  const area: LoadArea = action.type === 'loadFailed' ? action.area : AREA_OF[action.type];
  const s = finish(state, area, action.key);
  if (!s) return { ...state, loads: NO_LOADS };
  switch (action.type) {
    case 'departmentsLoaded':
      return {
        ...s,
        departments: action.departments,
        departmentGroups: groupDepartmentsByCity(action.departments),
        departmentsFailed: false,
      };
    case 'providersLoaded': {
      const department = s.departments.find((d) => d.departmentid === s.departmentId);
      const providers = providersForMode(action.providers, department, s.mode);
      const auto = s.mode === 'iv' ? autoSelectedIvProvider(providers) : undefined;
      if (!auto) return { ...s, providers };
      return start({ ...s, providers, providerId: auto.providerid }, providerDataLoads({ ...s, providerId: auto.providerid }, true));
    }
    case 'reasonsLoaded':
      return {
        ...s,
        reasons: action.outcome.reasons,
        ...(action.outcome.warning ? { toast: { kind: 'info' as const, text: action.outcome.warning } } : {}),
      };
    case 'typesLoaded': {
      if (s.mode !== 'iv') return { ...s, appointmentTypes: action.types };
      const choice = pickIvAppointmentType(action.types);
      return choice.ok
        ? { ...s, appointmentTypes: action.types, appointmentTypeId: choice.value.appointmenttypeid }
        : { ...s, appointmentTypes: action.types, appointmentTypeId: undefined, message: choice.message };
    }
    case 'slotsLoaded': {
      const o = action.outcome;
      if (o.ok) return { ...s, slots: o.value.slots, slotDays: o.value.days, showResults: true, message: undefined };
      const toast = o.code === 'ERROR' ? { toast: { kind: 'error' as const, text: o.toast } } : {};
      return { ...s, ...CLEAR_SLOTS(), showResults: o.code !== 'INVALID', message: o.message, ...toast };
    }
    case 'loadFailed': {
      // A failed types load empties the list (booking.md §8).
      const emptied = action.area === 'appointmentTypes' ? { appointmentTypes: [], appointmentTypeId: undefined } : {};
      const departments = action.area === 'departments' ? { departmentsFailed: true } : {};
      return { ...s, ...emptied, ...departments, toast: { kind: 'error', text: action.message } };
    }
  }
}

const AREA_OF: Record<Exclude<LoadedAction['type'], 'loadFailed'>, LoadArea> = {
  departmentsLoaded: 'departments',
  providersLoaded: 'providers',
  reasonsLoaded: 'appointmentReasons',
  typesLoaded: 'appointmentTypes',
  slotsLoaded: 'slots',
};
