import { parseSiteLanguage, type WaitlistEntry, type WaitlistOffer } from '@clinic/core';
import type { Selectable } from 'kysely';
import type { Database } from '../schema';

type EntryRow = Selectable<Database['waitlist_entries']>;
type OfferRow = Selectable<Database['waitlist_offers']>;

/** The columns an entry is read from: never the sealed address. */
export const ENTRY_COLUMNS = [
  'id',
  'appointment_id',
  'patient_id',
  'department_id',
  'provider_id',
  'appointment_type_id',
  'booked_date',
  'booked_time',
  'patient_type',
  'mode',
  'provider_choice',
  'weekdays',
  'part_of_day',
  'end_date',
  'language',
  'created_at',
] as const;

export function entryOf(row: Pick<EntryRow, (typeof ENTRY_COLUMNS)[number]>): WaitlistEntry {
  return {
    id: String(row.id),
    appointmentId: row.appointment_id,
    patientId: row.patient_id,
    departmentId: row.department_id,
    providerId: row.provider_id,
    appointmentTypeId: row.appointment_type_id,
    date: row.booked_date,
    startTime: row.booked_time,
    patientType: row.patient_type,
    mode: row.mode,
    providerChoice: row.provider_choice,
    weekdays: row.weekdays.split(',').map(Number),
    partOfDay: row.part_of_day,
    endDate: row.end_date as WaitlistEntry['endDate'],
    language: parseSiteLanguage(row.language),
    createdAt: new Date(row.created_at),
  };
}

export function offerOf(row: OfferRow): WaitlistOffer {
  return { id: String(row.id), entryId: String(row.entry_id), slotId: row.slot_id, state: row.state, expiresAt: new Date(row.expires_at) };
}
