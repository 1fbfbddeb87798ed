/** An appointment type; slots carry one, and booking may map to another (booking.md §3, §9). */
export interface AppointmentType {
  appointmenttypeid: string;
  name: string;
  shortname: string;
  /** Minutes. */
  duration: number;
  patientdisplayname?: string;
  group?: string;
  templatetypeonly?: boolean;
  patient?: boolean;
  generic?: boolean;
  createencounteroncheckin?: boolean;
  patienttype?: string;
}
