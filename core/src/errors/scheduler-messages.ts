import { englishMessage } from '../i18n/catalog-message';
import { englishTexts } from '../i18n/english-texts';
import type { CoreMessageId } from '../i18n/site-languages';

const SCHEDULER_FAILURE_IDS = {
  departments: 'scheduler.departments',
  providers: 'scheduler.providers',
  appointmentTypes: 'scheduler.appointmentTypes',
  practiceInfo: 'scheduler.practiceInfo',
  availableSlots: 'scheduler.availableSlots',
  openSlots: 'scheduler.openSlots',
  openSlotsByReason: 'scheduler.openSlotsByReason',
  searchPatients: 'scheduler.searchPatients',
  enhancedBestMatch: 'scheduler.enhancedBestMatch',
  createPatient: 'scheduler.createPatient',
  // Ours: the spec's client never corrects a patient.
  updatePatient: 'scheduler.updatePatient',
  getPatient: 'scheduler.getPatient',
  bookedAppointments: 'scheduler.bookedAppointments',
  createInsurance: 'scheduler.createInsurance',
  bookAppointment: 'scheduler.bookAppointment',
  // Ours (manage my appointment, #17): same pattern.
  patientAppointments: 'scheduler.patientAppointments',
  cancelAppointment: 'scheduler.cancelAppointment',
  // Ours (the waitlist, #33): same pattern.
  addToWaitlist: 'scheduler.addToWaitlist',
  removeFromWaitlist: 'scheduler.removeFromWaitlist',
  // The spec does not give these two texts; ours follow the same pattern.
  newPatientReasons: 'scheduler.newPatientReasons',
  existingPatientReasons: 'scheduler.existingPatientReasons',
} as const satisfies Record<string, CoreMessageId>;

/** The scheduling client's error prefixes, word for word (booking.md §8); the server's detail is appended. */
export const SCHEDULER_FAILURE_PREFIX = Object.fromEntries(
  Object.entries(SCHEDULER_FAILURE_IDS).map(([operation, id]) => [operation, englishMessage(id, { detail: '' }).trimEnd()]),
) as Record<keyof typeof SCHEDULER_FAILURE_IDS, string>;

export type SchedulerOperation = keyof typeof SCHEDULER_FAILURE_PREFIX;

/** Client-side rule messages of the scheduling client (booking.md §5), word for word. */
export const SCHEDULER_RULE_MESSAGE = {
  invalidAppointmentTypeId: (value: unknown) => englishMessage('scheduler.rule.invalidAppointmentTypeId', { value: String(value) }),
  ...englishTexts({
    patientIdRequired: 'scheduler.rule.patientIdRequired',
    insurancePackageRequired: 'scheduler.rule.insurancePackageRequired',
    departmentIdRequired: 'scheduler.rule.departmentIdRequired',
    searchParameterRequired: 'scheduler.rule.searchParameterRequired',
    insuranceAlreadyOnFile: 'scheduler.rule.insuranceAlreadyOnFile',
  }),
};

/** athena's exact 409 body when a slot is already booked (athena-api.md §4.10). */
export const ATHENA_SLOT_TAKEN = {
  detailedmessage: 'The appointment ID is already booked or is not marked as being available to be scheduled via the API.',
  error: 'That appointment time was already booked or not available for booking.',
} as const;

/** Joins a prefix and the server's detail: "Failed to book appointment: <detail>". */
export function prefixed(operation: SchedulerOperation, detail: string): string {
  return `${SCHEDULER_FAILURE_PREFIX[operation]} ${detail}`.trim();
}
