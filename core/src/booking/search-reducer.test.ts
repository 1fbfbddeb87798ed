import { describe, expect, it } from 'vitest';
import { SchedulerError } from '../errors';
import type { Department, Provider } from '../model';
import { FixedClock } from '../test-support/fixed-clock';
import { InMemoryScheduler } from '../test-support/in-memory-scheduler';
import { openSlot, TYPES } from '../test-support/booking-fixtures';
import { runSearchLoad } from './search-effects';
import { searchReducer } from './search-reducer';
import { canSearch, isProviderDropdownDisabled, searchPrompt } from './search-selectors';
import { initialSearchState, type SearchAction, type SearchState } from './search-state';

// Mon Nov 30 2026, 10:00 PT.
const clock = new FixedClock(new Date('2026-11-30T18:00:00Z'));
const glendale: Department = {
  departmentid: '1',
  name: 'Glendale',
  address: '214 N Central Ave',
  city: 'GLENDALE',
  state: 'CA',
  zip: '91203',
  providerlist: ['10', '90'],
};
const provider = (providerid: string, displayname: string): Provider => ({ providerid, firstname: '', lastname: '', displayname });

function world() {
  const scheduler = new InMemoryScheduler();
  scheduler.departments = [glendale];
  scheduler.providers = [provider('10', 'Dana Reyes'), provider('90', 'IV_OFFICE'), provider('91', 'IV_HOME')];
  scheduler.types = TYPES;
  // Tue Dec 1 2026: a follow-up at 9:00 and an injection at 10:00.
  scheduler.slots = [openSlot('700', '12/01/2026', '09:00', '31'), openSlot('701', '12/01/2026', '10:00', '9')];
  return scheduler;
}

/** Dispatches the actions, running every load the reducer asks for until none is left. */
async function drive(scheduler: InMemoryScheduler, actions: SearchAction[], from: SearchState = initialSearchState): Promise<SearchState> {
  let state = from;
  const settle = async () => {
    while (state.loads.length > 0) {
      const results = await Promise.all(state.loads.map((l) => runSearchLoad({ scheduler, clock }, l)));
      for (const r of results) state = searchReducer(state, r);
    }
  };
  await settle();
  for (const a of actions) {
    state = searchReducer(state, a);
    await settle();
  }
  return state;
}

describe('search screen', () => {
  it('starts in appointment mode for a new patient, loading the departments grouped by city', async () => {
    const state = await drive(world(), []);
    expect(state).toMatchObject({ mode: 'appointment', patientType: 'new', departmentGroups: [{ city: 'Glendale' }] });
    expect(searchPrompt(state)).toBe('Please make selections from the section above in order to view available times');
  });

  // Issue 19 item 11: an empty location list with no way forward.
  it('marks a failed locations load once prefixed, and loads them again on retry', async () => {
    const scheduler = world().failNext(
      'getDepartments',
      new SchedulerError('UPSTREAM', 'Failed to load departments: The scheduling service had a problem.', 500),
    );
    const failed = await drive(scheduler, []);
    expect(failed).toMatchObject({
      departmentsFailed: true,
      departmentGroups: [],
      toast: { kind: 'error', text: 'Failed to load departments: The scheduling service had a problem.' },
    });
    const retried = await drive(scheduler, [{ type: 'departmentsRetried' }], failed);
    expect(retried).toMatchObject({ departmentsFailed: false, departmentGroups: [{ city: 'Glendale' }] });
  });

  it('loads providers for a location, hiding the IV services in appointment mode', async () => {
    const state = await drive(world(), [{ type: 'locationChosen', departmentId: '1' }]);
    expect(state.providers.map((p) => p.providerid)).toEqual(['10']);
    expect(isProviderDropdownDisabled(state)).toBe(false);
  });

  it('loads types and reasons for a provider, then searches and shows the slots', async () => {
    const scheduler = world();
    scheduler.reasons = [{ reasonid: 2001, reason: 'Follow Up', description: '' }];
    const state = await drive(scheduler, [
      { type: 'patientTypeChanged', patientType: 'existing' },
      { type: 'locationChosen', departmentId: '1' },
      { type: 'providerChosen', providerId: '10' },
      { type: 'reasonChosen', reasonId: 2001 },
    ]);
    expect(state.reasons.map((r) => r.reasonid)).toEqual([2001]);
    expect(canSearch(state)).toBe(true);
    expect(searchPrompt(state)).toBe('Click the search button to find available appointment times');
    const searched = await drive(scheduler, [{ type: 'searchRequested' }], state);
    expect(searched.showResults).toBe(true);
    expect(searched.slots.map((s) => s.appointmentid)).toEqual(['700']);
  });

  it('uses the default reasons with a notice when the reasons load fails', async () => {
    const scheduler = world().failNext('getReasons', new Error('down'));
    const state = await drive(scheduler, [
      { type: 'locationChosen', departmentId: '1' },
      { type: 'providerChosen', providerId: '10' },
    ]);
    expect(state.reasons.map((r) => r.reasonid)).toEqual([1001]);
    expect(state.toast).toEqual({ kind: 'info', text: 'Failed to load appointment reasons. Using defaults.' });
  });

  it('in IV mode auto-selects the IV office provider and the injection type, without reasons', async () => {
    const scheduler = world();
    const state = await drive(scheduler, [
      { type: 'bookingTypeChanged', mode: 'iv' },
      { type: 'locationChosen', departmentId: '1' },
    ]);
    expect(state).toMatchObject({ providerId: '90', appointmentTypeId: '9' });
    expect(isProviderDropdownDisabled(state)).toBe(true);
    expect(scheduler.callsOf('getReasons')).toEqual([]);
    const searched = await drive(scheduler, [{ type: 'searchRequested' }], state);
    expect(searched.slots.map((s) => s.appointmentid)).toEqual(['701']);
  });

  it('asks for a reason before searching a regular appointment', async () => {
    const state = await drive(world(), [
      { type: 'locationChosen', departmentId: '1' },
      { type: 'providerChosen', providerId: '10' },
      { type: 'searchRequested' },
    ]);
    expect(state.message).toBe('Please select a reason for visit');
  });

  it('empties the types and tells the visitor when the types load fails', async () => {
    const scheduler = world().failNext('getAppointmentTypes', new Error('down'));
    const state = await drive(scheduler, [
      { type: 'locationChosen', departmentId: '1' },
      { type: 'providerChosen', providerId: '10' },
    ]);
    expect(state.appointmentTypes).toEqual([]);
    expect(state.toast).toEqual({ kind: 'error', text: 'Failed to load appointment types. Please try again.' });
  });
});

describe('what each change clears', () => {
  const chosen: SearchState = {
    ...initialSearchState,
    loads: [],
    loading: { ...initialSearchState.loading, departments: false },
    inFlight: {},
    departments: [glendale],
    departmentId: '1',
    providerId: '10',
    reasonId: 2001,
    appointmentTypeId: '31',
    providers: [provider('10', 'Dana Reyes')],
    reasons: [{ reasonid: 2001, reason: 'Follow Up', description: '' }],
    appointmentTypes: TYPES,
    slots: [openSlot('700', '12/01/2026', '09:00', '31')],
    showResults: true,
    hasSearched: true,
    patients: [{ firstName: 'Ana', lastName: 'Lee', dob: '04/12/1985' }],
    selectedPatientId: '42',
  };

  it('booking type: reason, type, provider and slots, then providers reload', () => {
    const next = searchReducer(chosen, { type: 'bookingTypeChanged', mode: 'iv' });
    expect(next).toMatchObject({
      mode: 'iv',
      reasonId: undefined,
      appointmentTypeId: undefined,
      providerId: undefined,
      slots: [],
      showResults: false,
    });
    expect(next.loads).toEqual([{ kind: 'providers', key: '1', departmentId: '1' }]);
  });

  it('patient type new: slots, reason, type and the patient list; reasons reload', () => {
    const next = searchReducer(chosen, { type: 'patientTypeChanged', patientType: 'new' });
    expect(next).toMatchObject({
      reasonId: undefined,
      appointmentTypeId: undefined,
      slots: [],
      patients: [],
      selectedPatientId: undefined,
      providerId: '10',
    });
    expect(next.loads.map((l) => l.kind)).toEqual(['appointmentReasons']);
  });

  it('patient type existing keeps the patient list', () => {
    expect(searchReducer(chosen, { type: 'patientTypeChanged', patientType: 'existing' }).selectedPatientId).toBe('42');
  });

  it('location: provider, reason, types and slots, then providers load', () => {
    const next = searchReducer(chosen, { type: 'locationChosen', departmentId: '2' });
    expect(next).toMatchObject({ departmentId: '2', providerId: undefined, reasonId: undefined, appointmentTypes: [], slots: [] });
    expect(next.loads.map((l) => l.kind)).toEqual(['providers']);
  });

  it('provider: slots and reason, then types and reasons load', () => {
    const next = searchReducer(chosen, { type: 'providerChosen', providerId: '11' });
    expect(next).toMatchObject({ providerId: '11', reasonId: undefined, slots: [] });
    expect(next.loads.map((l) => l.kind)).toEqual(['appointmentTypes', 'appointmentReasons']);
  });

  it('reason: slots and the results view; the prompt asks to search again', () => {
    const next = searchReducer(chosen, { type: 'reasonChosen', reasonId: 2002 });
    expect(next).toMatchObject({ reasonId: 2002, slots: [], showResults: false });
    expect(next.loads).toEqual([]);
    expect(searchPrompt(next)).toBe('Please click search to view available times');
  });

  it('reset: location, provider, reason and slots', () => {
    expect(searchReducer(chosen, { type: 'reset' })).toMatchObject({
      departmentId: undefined,
      providerId: undefined,
      reasonId: undefined,
      slots: [],
    });
  });

  it('does not start the same load twice while it runs, and ignores a late answer for an old choice', () => {
    const first = searchReducer(chosen, { type: 'locationChosen', departmentId: '2' });
    expect(searchReducer(first, { type: 'locationChosen', departmentId: '2' }).loads).toEqual([]);
    const moved = searchReducer(first, { type: 'locationChosen', departmentId: '3' });
    const late = searchReducer(moved, { type: 'providersLoaded', key: '2', providers: [provider('10', 'Dana Reyes')] });
    expect(late.providers).toEqual([]);
    expect(late.loading.providers).toBe(true);
  });
});
