import { DEMO_NOTICE } from '../../catalog/demo-notice';
import { waitlistEnglish } from './core.en.waitlist';

// English is the source every other catalog translates (decision 93), in sections: the English constants
// (SEARCH_MESSAGES, MANAGE_MESSAGES, WAITLIST_MESSAGES, …) read their own section, so a page that shows one of them
// loads that section, not every text of the core. `{name}` is a placeholder: `{phone}` and the limits fill
// themselves (message-values.ts), the rest the caller gives.

/** The booking dialog's failures and search screen (booking.md §8). */
export const bookingEnglish = {
  // booking.md §8, the step 2 error box, row by row.
  'booking.patientStep.phone': 'Invalid phone number. Please enter a valid phone number',
  'booking.patientStep.dob': 'Invalid date of birth. Please enter a valid date of birth',
  'booking.patientStep.email': 'Invalid email format. Please enter a valid email',
  'booking.patientStep.required': 'Please fill all required fields',
  'booking.patientStep.exists': 'Patient already exists in the system',
  'booking.patientStep.bookFailed': 'Failed to book appointment. Please try again.',
  'booking.patientStep.network': 'Network error. Please check your connection and try again.',
  'booking.patientStep.additionalFields':
    'Please fill in all required information including first name, last name, date of birth, and phone number.',
  'booking.patientStep.invalid': 'Invalid information provided. Please check your details and try again.',
  'booking.patientStep.denied': 'Access denied. Please contact support for assistance.',
  'booking.patientStep.server': 'Server error. Please try again later.',
  'booking.patientStep.fallback': 'An error occurred while processing your request. Please try again.',
  'booking.missingPatientId': 'Created patient but could not find patient ID in response. Please try again.',
  // booking.md §8, step 3.
  'booking.insuranceStep.insurance': 'Failed to create insurance. Please try again.',
  'booking.insuranceStep.booking': 'Failed to book appointment. Please try again.',
  'booking.insuranceStep.other': 'Failed to process your request',
  // booking.md §8, the search screen and the loading toasts.
  'booking.slotSearch.screen': 'Failed to find available times: {detail}',
  'booking.slotSearch.toast': 'Could not load available slots: {detail}',
  'booking.slotSearch.defaultDetail': 'Could not load available appointment times',
  'booking.loading.initial': 'Failed to load initial data: {detail}',
  'booking.loading.departments': 'Failed to load departments: {detail}',
  'booking.loading.providers': 'Failed to load providers: {detail}',
  'booking.loading.unknownError': 'Unknown error',
  'booking.search.selectReason': 'Please select a reason for visit',
  'booking.search.typesLoadFailed': 'Failed to load appointment types. Please try again.',
  'booking.search.providersLoadFailed': 'Failed to load providers. Please try again.',
  'booking.search.noIvSlots': 'No available IV appointment slots found. Try a different date range.',
  'booking.search.noSlots':
    'No available appointment slots found for the selected criteria. Try different options or a different date range.',
  'booking.search.promptSelect': 'Please make selections from the section above in order to view available times',
  'booking.search.promptSearch': 'Click the search button to find available appointment times',
  'booking.search.promptClickSearch': 'Please click search to view available times',
  'booking.search.noOpenSlots': 'No open slots available',
  // Ours: the wizard's failures the spec gives no text for.
  'booking.slotTaken': 'That time was just booked by someone else. Please choose another time.',
  'booking.pending':
    'We could not confirm your booking in time. It may have gone through: please call our office at {phone} before booking again.',
  'booking.unavailable': 'Online booking is not available right now. Please call our office at {phone} to book your appointment.',
  'booking.noMatchingPatient': "We couldn't find a patient record with these details",
  'booking.incompleteSlot': 'This time cannot be booked. Please choose another time.',
} as const;

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

/** The time-first dialog (issue #31). */
export const timeFirstEnglish = {
  'timeFirst.title': 'Soonest available times',
  'timeFirst.loading': 'Finding the soonest times...',
  'timeFirst.chooseProvider': 'Choose a provider',
  'timeFirst.backToTimes': 'See the soonest times',
  'timeFirst.noMatch': 'No times match these filters. Try fewer filters, or choose a provider.',
  'timeFirst.unavailable': 'Available times cannot be shown right now. Please call our office at',
  'timeFirst.conciergeOnly': 'sees patients only through our concierge medicine program.',
  'timeFirst.conciergeLink': 'Schedule Concierge Consultation',
  'timeFirst.zipUnknown': 'We do not know that ZIP code. Choose a clinic instead.',
  'timeFirst.locationFailed': 'Your location could not be read. Enter a ZIP code or choose a clinic.',
  'timeFirst.freshness.asOf': 'Times as of {time}',
  'timeFirst.count.none': 'No times match',
  'timeFirst.count.one': '1 time available',
  'timeFirst.count.other': '{count} times available',
} as const;

/** The forms' field messages: step 2 and step 3 (booking.md §5) and /feedback. */
export const formsEnglish = {
  // booking.md §5, step 2 (the length and character rules are ours).
  'patientForm.firstName': 'First name is required',
  'patientForm.lastName': 'Last name is required',
  'patientForm.firstNameLong': 'First name must be {nameMax} characters or fewer',
  'patientForm.lastNameLong': 'Last name must be {nameMax} characters or fewer',
  'patientForm.firstNameInvalid': 'First name may contain only letters, spaces, hyphens, apostrophes and periods',
  'patientForm.lastNameInvalid': 'Last name may contain only letters, spaces, hyphens, apostrophes and periods',
  'patientForm.phoneRequired': 'Phone number is required',
  'patientForm.phoneDigits': 'Please enter a 10-digit phone number',
  'patientForm.dobRequired': 'Date of birth is required',
  'patientForm.dobInvalid': 'Please enter a valid date',
  'patientForm.dobFormat': 'Invalid date format',
  'patientForm.emailRequired': 'Email is required',
  'patientForm.emailInvalid': 'Please enter a valid email address',
  'patientForm.privacy': 'Please agree to the Privacy Policy and Terms of Use',
  'patientForm.textMessages': 'Please consent to receive text messages',
  'patientForm.bothConsents': 'Please agree to the Privacy Policy and Terms of Use, and consent to receive text messages',
  // booking.md §5, step 3 (the provider and notes texts are ours).
  'insuranceForm.provider': 'Insurance provider is required',
  'insuranceForm.idNumber': 'Please enter an insurance ID number',
  'insuranceForm.policyNumber': 'Please enter a policy/group number',
  'insuranceForm.relationship': 'Please select the relationship to the policy holder',
  'insuranceForm.holderFirstName': "Please enter the policy holder's first name",
  'insuranceForm.holderLastName': "Please enter the policy holder's last name",
  'insuranceForm.dobFormat': 'Please enter a valid date of birth in MM/DD/YYYY format',
  'insuranceForm.dobInvalid': 'Please enter a valid date of birth',
  'insuranceForm.notes': 'Notes must be {notesMax} characters or fewer',
  // The /feedback form.
  'feedback.rating': 'Please choose a rating from 1 to 5.',
  'feedback.clinic': 'Please choose Glendale, La Canada or Burbank, or no clinic.',
  'feedback.comments': 'Please write your comments.',
  'feedback.commentsTooLong': 'Comments must be {commentsMax} characters or fewer.',
  'feedback.commentsControl': 'Comments may not contain control characters; use plain text, line breaks and tabs only.',
  'feedback.unknownField': 'The request is not valid.',
} as const;

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

/** The e-mails: subjects, then the lines they are made of. */
export const mailEnglish = {
  'mail.subject.verificationCode': 'Your verification code',
  'mail.subject.bookingConfirmation': 'Your appointment is booked',
  'mail.subject.cancelConfirmation': 'Your appointment is cancelled',
  'mail.subject.rescheduleConfirmation': 'Your appointment has moved',
  'mail.subject.waitlistOffer': 'An earlier time has opened',
  'mail.hello': 'Hello {name},',
  'mail.helloNoName': 'Hello,',
  'mail.code.line': 'Your verification code is {code}.',
  'mail.code.expiry': 'It expires in {codeMinutes} minutes (at {time}, clinic time). Enter it on the page where you asked for it.',
  'mail.code.ignore': 'If you did not ask for a code, you can ignore this e-mail. Questions? Call us at {phone}.',
  'mail.when': 'When: {when} (Pacific time)',
  'mail.with': 'With: {provider}',
  'mail.visit': 'Visit: {visit}',
  'mail.where': 'Where: {place}',
  'mail.manageLink': 'To cancel or change this appointment: {link}',
  'mail.questions': 'Questions? Call us at {phone}.',
  'mail.booked': 'Your appointment is booked.',
  'mail.waitlistOptIn': 'Would you come sooner? Tell us if an earlier time opens: {link}',
  'mail.cancelled': 'Your appointment is cancelled:',
  'mail.bookAgain': 'To book again: {link} or call us at {phone}.',
  'mail.moved': 'Your appointment has moved. Your new appointment:',
  'mail.oldStillBooked': 'We could not cancel your previous appointment ({when}). Please call us at {phone} so we can cancel it.',
  'mail.oldCancelled': 'Your previous appointment ({when}) is cancelled.',
  'mail.offer.opened': 'An earlier time has opened than your appointment on {when}:',
  'mail.offer.tap': 'To move your appointment to this time, tap: {link}',
  'mail.offer.until': 'The offer is good until {until} (Pacific time), and other patients may be offered it too: the first to tap gets it.',
  'mail.offer.stop': 'Stop these offers: {link}',
} as const;

/** The core's texts in English: the specs' words, the source every other catalog translates (decision 93). */
export const coreEnglish = {
  language: 'en',
  review: 'source',
  messages: {
    'demo.notice': DEMO_NOTICE,
    'demo.label': 'Demo notice',
    ...bookingEnglish,
    ...schedulerEnglish,
    ...timeFirstEnglish,
    ...formsEnglish,
    ...manageEnglish,
    ...waitlistEnglish,
    ...mailEnglish,
  },
} as const;
