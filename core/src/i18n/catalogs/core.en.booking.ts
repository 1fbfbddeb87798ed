// A section of the English catalog (core.en.ts) in a file of its own: a module is the unit the web's bundler splits
// by, so a page that shows this section's texts loads these and not the core's others.

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
