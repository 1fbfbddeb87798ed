// A section of the English catalog (core.en.ts) in a file of its own: a module is the unit the web's bundler splits
// by, so a page that shows this section's texts loads these and not the core's others.

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
