import { describe, expect, it } from 'vitest';
import type { OpenSlot } from '../../model';
import { openSlot } from '../../test-support/booking-fixtures';
import type { UsDate } from '../../time';
import { daysWithTimes, filterTimes, type ProviderFacts } from './time-filters';

// Provider 1 is the concierge-only provider; 2 speaks Armenian (physician), 12 Spanish (nurse practitioner).
const FACTS: Record<string, ProviderFacts> = {
  '1': { languages: ['English', 'Armenian'], kind: 'physician' },
  '2': { languages: ['English', 'Armenian'], kind: 'physician' },
  '12': { languages: ['English', 'Spanish'], kind: 'nurse-practitioner' },
};
const factsOf = (id: string) => FACTS[id];
const at = (id: string, date: string, time: string, providerid: string, departmentid: string): OpenSlot =>
  openSlot(id, date, time, '41', { providerid, departmentid });

// Tue Dec 1 and Wed Dec 2, 2026, clinic time; Glendale is department 1, Burbank 2.
const SLOTS = [
  at('a', '12/01/2026', '08:30', '1', '1'),
  at('b', '12/01/2026', '09:00', '2', '1'),
  at('c', '12/01/2026', '13:30', '12', '2'),
  at('d', '12/02/2026', '11:45', '12', '2'),
  at('e', '12/02/2026', '12:00', '99', '1'),
];
const ids = (slots: OpenSlot[]) => slots.map((s) => s.appointmentid);

describe('the time-first filters', () => {
  it('never offers a concierge-only provider, even with no filter', () => {
    expect(ids(filterTimes(SLOTS, {}, factsOf))).toEqual(['b', 'c', 'd', 'e']);
  });

  it('keeps only the chosen clinic', () => {
    expect(ids(filterTimes(SLOTS, { departmentId: '2' }, factsOf))).toEqual(['c', 'd']);
  });

  it('keeps the providers who speak the language, dropping those the site does not describe', () => {
    expect(ids(filterTimes(SLOTS, { language: 'Armenian' }, factsOf))).toEqual(['b']);
    expect(ids(filterTimes(SLOTS, { language: 'Spanish' }, factsOf))).toEqual(['c', 'd']);
  });

  it('keeps the providers of the chosen title', () => {
    expect(ids(filterTimes(SLOTS, { kind: 'nurse-practitioner' }, factsOf))).toEqual(['c', 'd']);
    expect(ids(filterTimes(SLOTS, { kind: 'physician-assistant' }, factsOf))).toEqual([]);
  });

  it('splits the day at noon, clinic time: 11:45 is morning, 12:00 afternoon', () => {
    expect(ids(filterTimes(SLOTS, { partOfDay: 'morning' }, factsOf))).toEqual(['b', 'd']);
    expect(ids(filterTimes(SLOTS, { partOfDay: 'afternoon' }, factsOf))).toEqual(['c', 'e']);
  });

  it('keeps one day and one provider when asked', () => {
    expect(ids(filterTimes(SLOTS, { date: '12/02/2026' as UsDate }, factsOf))).toEqual(['d', 'e']);
    expect(ids(filterTimes(SLOTS, { providerId: '12' }, factsOf))).toEqual(['c', 'd']);
  });

  it('combines filters: Spanish in the afternoon at Burbank', () => {
    expect(ids(filterTimes(SLOTS, { language: 'Spanish', partOfDay: 'afternoon', departmentId: '2' }, factsOf))).toEqual(['c']);
  });

  it('offers in the day picker every day that has a time under the other filters, whatever day is chosen', () => {
    expect(daysWithTimes(SLOTS, { date: '12/01/2026' as UsDate }, factsOf)).toEqual(['12/01/2026', '12/02/2026']);
    expect(daysWithTimes(SLOTS, { language: 'Armenian' }, factsOf)).toEqual(['12/01/2026']);
  });
});
