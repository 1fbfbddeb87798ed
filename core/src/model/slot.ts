import type { ClinicTime, UsDate } from '../time';

/**
 * An open appointment slot. `date` is MM/DD/YYYY and `starttime` HH:MM (24 h), both clinic wall-clock time,
 * checked once where the slot entered the domain (branded types, docs/decisions/ decision 63).
 */
export interface OpenSlot {
  appointmentid: string;
  date: UsDate;
  starttime: ClinicTime;
  departmentid: string;
  providerid: string;
  appointmenttypeid: string;
  appointmenttype: string;
  patientappointmenttypename?: string;
  originalAppointmentType?: string;
  /** Minutes. */
  duration: number;
  frozen?: boolean;
  reasonid?: string[];
}

/** One day column of the time picker. */
export interface SlotDay {
  date: UsDate;
  slots: OpenSlot[];
}
