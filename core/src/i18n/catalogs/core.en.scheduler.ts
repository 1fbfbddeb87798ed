// A section of the English catalog (core.en.ts) in a file of its own: a module is the unit the web's bundler splits
// by, so a page that shows this section's texts loads these and not the core's others.

/** The scheduling client's failures (booking.md §8): a prefix, then the server's detail; and its own rules (§5). */
export const schedulerEnglish = {
  'scheduler.departments': 'Failed to load departments: {detail}',
  'scheduler.providers': 'Failed to load providers: {detail}',
  'scheduler.appointmentTypes': 'Failed to get appointment types: {detail}',
  'scheduler.practiceInfo': 'Failed to get practice info: {detail}',
  'scheduler.availableSlots': 'Failed to get available slots: {detail}',
  'scheduler.openSlots': 'Failed to get open appointment slots: {detail}',
  'scheduler.openSlotsByReason': 'Failed to get open appointment slots by reason: {detail}',
  'scheduler.searchPatients': 'Failed to search patients: {detail}',
  'scheduler.enhancedBestMatch': 'Failed to search patients with enhanced best match: {detail}',
  'scheduler.createPatient': 'Failed to create patient: {detail}',
  'scheduler.updatePatient': 'Failed to update patient: {detail}',
  'scheduler.getPatient': 'Failed to get patient: {detail}',
  'scheduler.bookedAppointments': 'Failed to get booked appointments: {detail}',
  'scheduler.createInsurance': 'Failed to create patient insurance: {detail}',
  'scheduler.bookAppointment': 'Failed to book appointment: {detail}',
  'scheduler.patientAppointments': "Failed to get the patient's appointments: {detail}",
  'scheduler.cancelAppointment': 'Failed to cancel appointment: {detail}',
  'scheduler.addToWaitlist': 'Failed to add to the waitlist: {detail}',
  'scheduler.removeFromWaitlist': 'Failed to remove from the waitlist: {detail}',
  'scheduler.newPatientReasons': 'Failed to get appointment reasons for new patients: {detail}',
  'scheduler.existingPatientReasons': 'Failed to get appointment reasons for existing patients: {detail}',
  'scheduler.rule.invalidAppointmentTypeId': 'Invalid appointment type ID: {value}. Must be a valid number.',
  'scheduler.rule.patientIdRequired': 'Patient ID is required to create insurance',
  'scheduler.rule.insurancePackageRequired': 'Insurance package ID is required',
  'scheduler.rule.departmentIdRequired': 'Missing required parameter: departmentid',
  'scheduler.rule.searchParameterRequired': 'At least one search parameter is required (firstName, lastName, dob, email, or phoneNumber)',
  'scheduler.rule.insuranceAlreadyOnFile': 'Patient already has insurance',
} as const;
