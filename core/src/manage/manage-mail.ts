import { OFFICE_PHONE } from '../catalog';
import type { Department } from '../model';
import type { OutgoingMail } from '../ports';
import { confirmationAddress, formatAppointmentWhen } from '../rules';
import { greetingName } from '../validation';
import { MANAGE_LIMITS, MANAGE_PATH } from './manage-limits';
import type { ManagedAppointment } from './manage.schema';

/** The verification-code e-mail's template fields, as booking.md §9 names them. */
export interface VerificationCodeEmail {
  to_email: string;
  to_name: string;
  subject: string;
  otp: string;
  expiry_time: string;
}

export const MANAGE_MAIL_SUBJECTS = {
  verificationCode: 'Your verification code',
  bookingConfirmation: 'Your appointment is booked',
  cancelConfirmation: 'Your appointment is cancelled',
  rescheduleConfirmation: 'Your appointment has moved',
} as const;

// A patient's name reaches an e-mail only as a greeting and in the To line, and only when it passes the name rule:
// a registration can put a message in a name ("URGENT: … log in at http://evil.example") and a victim's address in
// the e-mail field. Nothing else a patient typed (a booking note, a cancel reason) is ever put in an e-mail.
export function addressee(to: { email: string; name: string }): { email: string; name: string } {
  return { email: to.email, name: greetingName(to.name) ?? '' };
}

export function hello(name: string): string {
  const greeted = greetingName(name);
  return greeted ? `Hello ${greeted},` : 'Hello,';
}

/** The §9 fields of a code e-mail; expiry_time is the clinic time the code stops working ("h:mm a"). */
export function verificationCodeFields(to: { email: string; name: string }, otp: string, expiryTime: string): VerificationCodeEmail {
  return { to_email: to.email, to_name: addressee(to).name, subject: MANAGE_MAIL_SUBJECTS.verificationCode, otp, expiry_time: expiryTime };
}

export function verificationCodeMail(fields: VerificationCodeEmail): OutgoingMail {
  return {
    kind: 'verification-code',
    to: addressee({ email: fields.to_email, name: fields.to_name }),
    subject: fields.subject,
    otp: fields.otp,
    text: [
      hello(fields.to_name),
      '',
      `Your verification code is ${fields.otp}.`,
      `It expires in ${MANAGE_LIMITS.codeTtlMinutes} minutes (at ${fields.expiry_time}, clinic time). Enter it on the page where you asked for it.`,
      '',
      `If you did not ask for a code, you can ignore this e-mail. Questions? Call us at ${OFFICE_PHONE}.`,
    ].join('\n'),
  };
}

/** What a confirmation e-mail says about one appointment: clinic time, provider, clinic and address. No insurance. */
export interface MailAppointment {
  appointment: Pick<ManagedAppointment, 'date' | 'startTime' | 'providerName' | 'departmentName' | 'appointmentTypeName'>;
  department: Department | undefined;
}

export function describe({ appointment, department }: MailAppointment): string[] {
  return [
    `When: ${formatAppointmentWhen(appointment.date, appointment.startTime)} (Pacific time)`,
    `With: ${appointment.providerName}`,
    ...(appointment.appointmentTypeName ? [`Visit: ${appointment.appointmentTypeName}`] : []),
    `Where: ${[department?.name ?? appointment.departmentName, confirmationAddress(department)].filter(Boolean).join(', ')}`,
  ];
}

function footer(siteOrigin: string): string[] {
  return ['', `To cancel or change this appointment: ${manageLink(siteOrigin)}`, `Questions? Call us at ${OFFICE_PHONE}.`];
}

/** The absolute manage link: nothing identifying in it. */
export function manageLink(siteOrigin: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}${MANAGE_PATH}`;
}

export function bookingConfirmationMail(to: { email: string; name: string }, booked: MailAppointment, siteOrigin: string): OutgoingMail {
  return {
    kind: 'booking-confirmation',
    to: addressee(to),
    subject: MANAGE_MAIL_SUBJECTS.bookingConfirmation,
    text: [
      hello(to.name),
      '',
      'Your appointment is booked.',
      '',
      ...describe(booked),
      ...footer(siteOrigin),
      // Issue #33: the manage page holds the opt-in, behind the same e-mailed code as every change.
      `Would you come sooner? Tell us if an earlier time opens: ${manageLink(siteOrigin)}`,
    ].join('\n'),
  };
}

export function cancelConfirmationMail(to: { email: string; name: string }, cancelled: MailAppointment, siteOrigin: string): OutgoingMail {
  return {
    kind: 'cancel-confirmation',
    to: addressee(to),
    subject: MANAGE_MAIL_SUBJECTS.cancelConfirmation,
    text: [
      hello(to.name),
      '',
      'Your appointment is cancelled:',
      '',
      ...describe(cancelled),
      '',
      `To book again: ${siteOrigin.replace(/\/+$/, '')}/ or call us at ${OFFICE_PHONE}.`,
    ].join('\n'),
  };
}

export function rescheduleConfirmationMail(
  to: { email: string; name: string },
  moved: { from: MailAppointment; to: MailAppointment },
  siteOrigin: string,
  oldStillBooked: boolean,
): OutgoingMail {
  return {
    kind: 'reschedule-confirmation',
    to: addressee(to),
    subject: MANAGE_MAIL_SUBJECTS.rescheduleConfirmation,
    text: [
      hello(to.name),
      '',
      'Your appointment has moved. Your new appointment:',
      '',
      ...describe(moved.to),
      '',
      oldStillBooked
        ? `We could not cancel your previous appointment (${formatAppointmentWhen(moved.from.appointment.date, moved.from.appointment.startTime)}). Please call us at ${OFFICE_PHONE} so we can cancel it.`
        : `Your previous appointment (${formatAppointmentWhen(moved.from.appointment.date, moved.from.appointment.startTime)}) is cancelled.`,
      ...footer(siteOrigin),
    ].join('\n'),
  };
}
