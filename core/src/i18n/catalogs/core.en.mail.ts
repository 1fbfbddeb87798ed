// A section of the English catalog (core.en.ts) in a file of its own: a module is the unit the web's bundler splits
// by, so a page that shows this section's texts loads these and not the core's others.

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
