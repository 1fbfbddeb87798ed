import type { BookedAppointment, PatientStorePort, StoredPatient } from '@clinic/core';
import { z } from 'zod';

/** The part of the Web Storage API the store needs; the browser gives `window.sessionStorage`, Node drivers MemoryStorage. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const KEYS = { patients: 'patients', appointments: 'appointments' } as const;

const storedPatient = z.object({
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string(),
  patientid: z.string().optional(),
});

const storedAppointment = z.looseObject({
  appointmentid: z.string(),
  appointmentstatus: z.string(),
  date: z.string(),
  starttime: z.string(),
  duration: z.number(),
  departmentid: z.string(),
  providerid: z.string(),
  patientid: z.string(),
  appointmenttypeid: z.string(),
});

/**
 * PatientStorePort over a Web Storage under the keys `patients` and `appointments` (booking.md §3). Named after
 * the API, not one storage: the browser's root hands it the tab's sessionStorage (decision 7), never localStorage.
 * These are fallbacks only, so a corrupt or unavailable storage reads as empty and never throws.
 */
export class WebStoragePatientStore implements PatientStorePort {
  constructor(private readonly storage: StorageLike) {}

  async listPatients(): Promise<StoredPatient[]> {
    return this.read(KEYS.patients, storedPatient) as StoredPatient[];
  }

  /** Replaces an entry for the same person (name and date of birth) instead of adding a twin. */
  async savePatient(patient: StoredPatient): Promise<void> {
    const key = (p: StoredPatient) => `${p.firstName.toLowerCase()}|${p.lastName.toLowerCase()}|${p.dob}`;
    const others = (await this.listPatients()).filter((p) => key(p) !== key(patient));
    this.write(KEYS.patients, [...others, patient]);
  }

  async listAppointments(): Promise<BookedAppointment[]> {
    return this.read(KEYS.appointments, storedAppointment) as BookedAppointment[];
  }

  async saveAppointment(appointment: BookedAppointment): Promise<void> {
    const others = (await this.listAppointments()).filter((a) => a.appointmentid !== appointment.appointmentid);
    this.write(KEYS.appointments, [...others, appointment]);
  }

  private read(key: string, item: z.ZodType): unknown[] {
    try {
      const parsed = z.array(z.unknown()).safeParse(JSON.parse(this.storage.getItem(key) ?? '[]'));
      // Keep the readable entries of a partly damaged list rather than losing all of them.
      return parsed.success ? parsed.data.filter((entry) => item.safeParse(entry).success) : [];
    } catch {
      return [];
    }
  }

  private write(key: string, value: unknown[]): void {
    try {
      this.storage.setItem(key, JSON.stringify(value));
    } catch {
      // Full or disabled storage (private mode, quota): the fallback list is best effort by design.
    }
  }
}
