/** An open appointment slot. `date` is MM/DD/YYYY and `starttime` HH:MM (24 h), both clinic wall-clock time. */
export interface OpenSlot {
  appointmentid: string;
  date: string;
  starttime: string;
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
  date: string;
  slots: OpenSlot[];
}
