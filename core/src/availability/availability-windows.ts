import { BOOKING_LIMITS } from '../catalog';
import type { AppointmentType } from '../model';
import { isIvTypeName } from '../rules/iv-type';
import { matchesPatientType } from '../rules/slot-building';
import { addClinicDays, formatUsDate, type ClinicDate, type UsDate } from '../time';
import { AVAILABILITY_FRESHNESS } from './availability-contract';

/** A run of clinic days, both ends included, as athena's startdate / enddate take them. */
export interface ClinicDayRange {
  startDate: UsDate;
  endDate: UsDate;
}

/** The two parts the index refreshes at their own pace: the next `nearDays` clinic days, and the rest of the window. */
export interface AvailabilityWindows {
  near: ClinicDayRange;
  far: ClinicDayRange;
}

/**
 * The index's windows from the clinic's today: near = today and the next `nearDays - 1` days; far = the days after,
 * through today + `searchWindowDays` (booking.md §9's 90-day window, its last day included so any 90-day search fits).
 */
export function availabilityWindows(today: ClinicDate): AvailabilityWindows {
  const { nearDays } = AVAILABILITY_FRESHNESS;
  return {
    near: { startDate: formatUsDate(today), endDate: formatUsDate(addClinicDays(today, nearDays - 1)) },
    far: {
      startDate: formatUsDate(addClinicDays(today, nearDays)),
      endDate: formatUsDate(addClinicDays(today, BOOKING_LIMITS.searchWindowDays)),
    },
  };
}

/**
 * The appointment types whose slots the index reads: those some patient can be offered (booking.md §4: a new or an
 * existing patient's words, or an IV type). Any other type's slots would be fetched only for buildSlots to drop them,
 * and athena lists nothing without a type (athena-api.md §4.5), so this list is the refresh's cost.
 */
export function indexedTypes(types: readonly AppointmentType[]): AppointmentType[] {
  return types.filter(
    (t) => t.patient !== false && (matchesPatientType(t.name, 'new') || matchesPatientType(t.name, 'existing') || isIvTypeName(t.name)),
  );
}
