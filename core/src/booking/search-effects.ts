import type { AvailabilityPort, ClockPort, PracticeDirectoryPort } from '../ports';
import { loadingFailureMessage, SEARCH_MESSAGES } from '../errors/error-messages';
import { fail, ok } from '../errors/result';
import { asSchedulerError } from '../errors/scheduler-error';
import { reasonsOrDefaults } from '../rules/reasons';
import { searchSlots } from './search-slots';
import type { SearchAction, SearchLoad } from './search-state';

/** Runs one load the search reducer asked for and gives back the action to dispatch; it never throws. */
export async function runSearchLoad(
  deps: { scheduler: PracticeDirectoryPort & AvailabilityPort; clock: ClockPort },
  load: SearchLoad,
): Promise<SearchAction> {
  const { scheduler } = deps;
  const key = load.key;
  switch (load.kind) {
    case 'departments':
      return scheduler.getDepartments().then(
        (departments): SearchAction => ({ type: 'departmentsLoaded', key, departments }),
        (error): SearchAction => ({
          type: 'loadFailed',
          area: 'departments',
          key,
          message: loadingFailureMessage('departments', asSchedulerError(error)),
        }),
      );
    case 'providers':
      return scheduler.getProviders(load.departmentId).then(
        (providers): SearchAction => ({ type: 'providersLoaded', key, providers }),
        (): SearchAction => ({ type: 'loadFailed', area: 'providers', key, message: SEARCH_MESSAGES.providersLoadFailed }),
      );
    case 'appointmentReasons': {
      const query = { departmentId: load.departmentId, providerId: load.providerId, patientType: load.patientType };
      // A failed reasons load is not an error for the visitor: the defaults stand in (booking.md §8).
      const outcome = await scheduler.getReasons(query).then(
        (reasons) => reasonsOrDefaults(load.patientType, ok(reasons)),
        (error) => reasonsOrDefaults(load.patientType, fail(asSchedulerError(error).code)),
      );
      return { type: 'reasonsLoaded', key, outcome };
    }
    case 'appointmentTypes':
      return scheduler.getAppointmentTypes({ departmentId: load.departmentId, providerId: load.providerId }).then(
        (types): SearchAction => ({ type: 'typesLoaded', key, types }),
        (): SearchAction => ({ type: 'loadFailed', area: 'appointmentTypes', key, message: SEARCH_MESSAGES.typesLoadFailed }),
      );
    case 'slots':
      return { type: 'slotsLoaded', key, outcome: await searchSlots(deps, load.criteria) };
  }
}
