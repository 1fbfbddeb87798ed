import { SEARCH_MESSAGES } from '../errors/error-messages';
import { NO_IV_TYPE_MESSAGE } from '../rules/iv-type';
import type { SlotCriteria } from './search-slots';
import type { SearchState } from './search-state';

/** The search button is enabled once location, provider and (for regular visits) a reason are chosen (booking.md §2). */
export function canSearch(s: SearchState): boolean {
  return Boolean(s.departmentId && s.providerId && (s.mode === 'iv' || s.reasonId !== undefined)) && !s.loading.slots;
}

/** Why a search cannot run yet, in the spec's words (booking.md §5, search screen). */
export function searchProblem(s: SearchState): string | undefined {
  if (!s.departmentId || !s.providerId) return SEARCH_MESSAGES.promptSelect;
  if (s.mode === 'appointment' && s.reasonId === undefined) return SEARCH_MESSAGES.selectReason;
  if (s.mode === 'iv' && !s.appointmentTypeId) return NO_IV_TYPE_MESSAGE;
  return undefined;
}

/** The slot search the current choices describe, or undefined when incomplete. */
export function searchCriteria(s: SearchState): SlotCriteria | undefined {
  if (searchProblem(s) || !s.departmentId || !s.providerId) return undefined;
  return {
    mode: s.mode,
    patientType: s.patientType,
    departmentId: s.departmentId,
    providerId: s.providerId,
    ...(s.reasonId !== undefined ? { reasonId: s.reasonId } : {}),
    ...(s.mode === 'iv' && s.appointmentTypeId ? { appointmentTypeId: s.appointmentTypeId } : {}),
    types: s.appointmentTypes,
  };
}

/** The empty-state prompt of the results area, or undefined when results or a message show (booking.md §2). */
export function searchPrompt(s: SearchState): string | undefined {
  if (s.showResults || s.message) return undefined;
  const complete = Boolean(s.departmentId && s.providerId && (s.mode === 'iv' || s.reasonId !== undefined));
  if (!complete) return SEARCH_MESSAGES.promptSelect;
  return s.hasSearched ? SEARCH_MESSAGES.promptClickSearch : SEARCH_MESSAGES.promptSearch;
}

/** Provider choice waits for a location, for the providers load, and is fixed in IV mode (booking.md §2). */
export function isProviderDropdownDisabled(s: SearchState): boolean {
  return !s.departmentId || s.loading.providers || s.mode === 'iv';
}

/** Reason choice waits for a provider (booking.md §2). */
export function isReasonDropdownDisabled(s: SearchState): boolean {
  return !s.providerId;
}
