import type { OpenSlot } from '../../model';
import { CONCIERGE_PROVIDER_ID } from '../../catalog';
import { partOfDayOf, type PartOfDay } from '../../rules/part-of-day';
import type { UsDate } from '../../time';

/** The provider's title as patients choose among them (issue #31). */
export type ProviderKind = 'physician' | 'nurse-practitioner' | 'physician-assistant';

/** What the site knows of a provider that athena does not: the languages they speak and their title. */
export interface ProviderFacts {
  languages: readonly string[];
  kind: ProviderKind;
}

/** The time-first list's filters; an absent field lets every time through. */
export interface TimeFilters {
  departmentId?: string | undefined;
  providerId?: string | undefined;
  language?: string | undefined;
  kind?: ProviderKind | undefined;
  partOfDay?: PartOfDay | undefined;
  date?: UsDate | undefined;
}

/** Looks a provider's facts up by scheduler id; undefined for a provider the site does not list. */
export type ProviderFactsOf = (providerId: string) => ProviderFacts | undefined;

/** Concierge-only providers are never offered as bookable, whatever the scheduler lists (website.md, concierge). */
export function isConciergeOnly(providerId: string): boolean {
  return providerId === CONCIERGE_PROVIDER_ID;
}

function matchesProvider(slot: OpenSlot, filters: TimeFilters, factsOf: ProviderFactsOf): boolean {
  if (!filters.language && !filters.kind) return true;
  // A provider the site does not describe cannot be said to speak a language or hold a title.
  const facts = factsOf(slot.providerid);
  if (!facts) return false;
  if (filters.language && !facts.languages.includes(filters.language)) return false;
  return !filters.kind || facts.kind === filters.kind;
}

/** The times that pass every filter, in the index's order (soonest first); never a concierge-only provider's. */
export function filterTimes(slots: readonly OpenSlot[], filters: TimeFilters, factsOf: ProviderFactsOf): OpenSlot[] {
  return slots.filter(
    (slot) =>
      !isConciergeOnly(slot.providerid) &&
      (!filters.departmentId || slot.departmentid === filters.departmentId) &&
      (!filters.providerId || slot.providerid === filters.providerId) &&
      (!filters.partOfDay || partOfDayOf(slot.starttime) === filters.partOfDay) &&
      (!filters.date || slot.date === filters.date) &&
      matchesProvider(slot, filters, factsOf),
  );
}

/** The days the day picker offers: those with a time under every other filter, in order. */
export function daysWithTimes(slots: readonly OpenSlot[], filters: TimeFilters, factsOf: ProviderFactsOf): UsDate[] {
  const days = filterTimes(slots, { ...filters, date: undefined }, factsOf).map((s) => s.date);
  return [...new Set(days)];
}
