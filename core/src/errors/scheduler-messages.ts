/** The scheduling client's error prefixes, word for word (booking.md §8); the server's detail is appended. */
export const SCHEDULER_FAILURE_PREFIX = {
  departments: 'Failed to load departments:',
  providers: 'Failed to load providers:',
  appointmentTypes: 'Failed to get appointment types:',
  practiceInfo: 'Failed to get practice info:',
  availableSlots: 'Failed to get available slots:',
  openSlots: 'Failed to get open appointment slots:',
  openSlotsByReason: 'Failed to get open appointment slots by reason:',
  searchPatients: 'Failed to search patients:',
  enhancedBestMatch: 'Failed to search patients with enhanced best match:',
  createPatient: 'Failed to create patient:',
  // Ours: the spec's client never corrects a patient.
  updatePatient: 'Failed to update patient:',
  getPatient: 'Failed to get patient:',
  bookedAppointments: 'Failed to get booked appointments:',
  createInsurance: 'Failed to create patient insurance:',
  bookAppointment: 'Failed to book appointment:',
  // Ours (manage my appointment, #17): same pattern.
  patientAppointments: "Failed to get the patient's appointments:",
  cancelAppointment: 'Failed to cancel appointment:',
  // Ours (the waitlist, #33): same pattern.
  addToWaitlist: 'Failed to add to the waitlist:',
  removeFromWaitlist: 'Failed to remove from the waitlist:',
  // The spec does not give these two texts; ours follow the same pattern.
  newPatientReasons: 'Failed to get appointment reasons for new patients:',
  existingPatientReasons: 'Failed to get appointment reasons for existing patients:',
} as const;

export type SchedulerOperation = keyof typeof SCHEDULER_FAILURE_PREFIX;

/** Client-side rule messages of the scheduling client (booking.md §5), word for word. */
export const SCHEDULER_RULE_MESSAGE = {
  invalidAppointmentTypeId: (value: unknown) => `Invalid appointment type ID: ${String(value)}. Must be a valid number.`,
  patientIdRequired: 'Patient ID is required to create insurance',
  insurancePackageRequired: 'Insurance package ID is required',
  departmentIdRequired: 'Missing required parameter: departmentid',
  searchParameterRequired: 'At least one search parameter is required (firstName, lastName, dob, email, or phoneNumber)',
  insuranceAlreadyOnFile: 'Patient already has insurance',
} as const;

/** athena's exact 409 body when a slot is already booked (athena-api.md §4.10). */
export const ATHENA_SLOT_TAKEN = {
  detailedmessage: 'The appointment ID is already booked or is not marked as being available to be scheduled via the API.',
  error: 'That appointment time was already booked or not available for booking.',
} as const;

/** Joins a prefix and the server's detail: "Failed to book appointment: <detail>". */
export function prefixed(operation: SchedulerOperation, detail: string): string {
  return `${SCHEDULER_FAILURE_PREFIX[operation]} ${detail}`.trim();
}
