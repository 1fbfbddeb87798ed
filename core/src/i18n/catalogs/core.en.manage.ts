// A section of the English catalog (core.en.ts) in a file of its own: a module is the unit the web's bundler splits
// by, so a page that shows this section's texts loads these and not the core's others.

/** Manage my appointment (#17): failures by code, then the answers, the form and the cancel reasons. */
export const manageEnglish = {
  'manage.error.INVALID_INPUT': 'Please check the highlighted fields.',
  'manage.error.RATE_LIMITED': 'Too many attempts. Please wait a few minutes and try again, or call us at {phone}.',
  'manage.error.MANAGE_UNAVAILABLE':
    'Managing appointments online is not available right now. Please try again in a few minutes or call us at {phone}.',
  'manage.error.CODE_INVALID': 'That code is not correct. Please check the e-mail we sent and try again.',
  'manage.error.CODE_EXPIRED': 'That code has expired. Please request a new code.',
  'manage.error.CODE_LOCKED': 'That code was entered wrongly too many times. Please request a new code.',
  'manage.error.SESSION_EXPIRED': 'For your privacy, your session has ended. Please request a new code to continue.',
  'manage.error.APPOINTMENT_NOT_FOUND': 'We could not find that appointment. Please call us at {phone}.',
  'manage.error.NOT_CANCELLABLE': 'This appointment can no longer be changed online. Please call us at {phone}.',
  'manage.error.ALREADY_CANCELLED': 'This appointment is already cancelled.',
  'manage.error.CHANGE_IN_PROGRESS': 'This appointment is being changed right now. Please wait a moment and check your appointments again.',
  'manage.error.SLOT_UNAVAILABLE': 'Sorry, that time was just taken. Your appointment has not changed; please choose another time.',
  'manage.error.NOT_SAME_VISIT': 'The new time must be with the same provider and for the same type of visit.',
  'manage.text.codeSent':
    'If the e-mail and date of birth match our records, we have sent a {codeDigits}-digit code to that e-mail. It expires in {codeMinutes} minutes.',
  'manage.text.oldAppointmentStillBooked':
    'Your new appointment is booked, but we could not cancel your previous one. Please call us at {phone} so we can cancel it.',
  'manage.text.cancelled': 'Your appointment is cancelled. We have sent you a confirmation e-mail.',
  'manage.text.rescheduled': 'Your appointment is moved. We have sent you a confirmation e-mail.',
  'manage.text.patientsPerSession':
    'If more than {patientsPerSession} people share this e-mail and date of birth, only {patientsPerSession} of them are shown here; for the others, please call us at {phone}.',
  'manage.text.emailInvalid': 'Please enter a valid email address',
  'manage.text.dobInvalid': 'Please enter a valid date',
  'manage.text.codeFormat': 'Please enter the {codeDigits}-digit code from the e-mail.',
  'manage.text.reason': 'Please choose a reason.',
  'manage.text.appointmentId': 'Please choose an appointment time.',
  'manage.cancelReason.schedule-conflict': 'Schedule conflict',
  'manage.cancelReason.feeling-better': 'Feeling better',
  'manage.cancelReason.booked-elsewhere': 'Booked another appointment',
  'manage.cancelReason.transportation': 'Transportation',
  'manage.cancelReason.other': 'Other',
} as const;
