import { z } from 'zod';
import { parseUsDate } from '../time';
import { EMAIL_PATTERN } from '../validation';
import { CANCEL_REASON_CODES } from './cancel-reasons';
import { MANAGE_ERROR_CODES, MANAGE_TEXTS } from './manage-messages';
import { MANAGE_LIMITS } from './manage-limits';

const T = MANAGE_TEXTS;

/** E-mails compare case-insensitively and without surrounding spaces. */
export const manageEmailSchema = z
  .string({ error: T.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, T.emailInvalid)
  .regex(EMAIL_PATTERN, T.emailInvalid);

/** MM/DD/YYYY, a real calendar date. */
export const manageDobSchema = z
  .string({ error: T.dobInvalid })
  .trim()
  .refine((s) => parseUsDate(s) !== undefined, T.dobInvalid);

const codePattern = new RegExp(`^\\d{${MANAGE_LIMITS.codeDigits}}$`);
/** A verification code as typed: spaces are forgiven, then exactly 6 digits. */
export const verificationCodeSchema = z
  .string({ error: T.codeFormat })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(codePattern, T.codeFormat));

/** The id of an appointment or open slot, as athena spells them (digits). */
export const appointmentIdSchema = z.string({ error: T.appointmentId }).regex(/^\d{1,20}$/, T.appointmentId);

/** POST /api/manage/code */
export const requestCodeSchema = z.strictObject({ email: manageEmailSchema, dateOfBirth: manageDobSchema });
export type RequestCodeBody = z.infer<typeof requestCodeSchema>;

/** POST /api/manage/session */
export const verifyCodeSchema = z.strictObject({
  email: manageEmailSchema,
  dateOfBirth: manageDobSchema,
  code: verificationCodeSchema,
});
export type VerifyCodeBody = z.infer<typeof verifyCodeSchema>;

/** POST /api/manage/appointments/:appointmentId/cancel */
export const cancelBodySchema = z.strictObject({ reason: z.enum(CANCEL_REASON_CODES, { error: T.reason }) });
export type CancelBody = z.infer<typeof cancelBodySchema>;

/** POST /api/manage/appointments/:appointmentId/reschedule */
export const rescheduleBodySchema = z.strictObject({ newAppointmentId: appointmentIdSchema });
export type RescheduleBody = z.infer<typeof rescheduleBodySchema>;

/** The route parameter of the two appointment actions. */
export const appointmentParamsSchema = z.object({ appointmentId: appointmentIdSchema });

/** One appointment as the manage page sees it: nothing else athena knows (no insurance, notes, patient fields). */
export const managedAppointmentSchema = z.strictObject({
  appointmentId: z.string(),
  /** MM/DD/YYYY, clinic date. */
  date: z.string(),
  /** HH:mm, clinic time. */
  startTime: z.string(),
  durationMinutes: z.number(),
  providerId: z.string(),
  providerName: z.string(),
  departmentId: z.string(),
  departmentName: z.string(),
  appointmentTypeId: z.string(),
  appointmentTypeName: z.string(),
  status: z.enum(['scheduled', 'cancelled']),
  /** A cancelled appointment that was moved online: when the new one is (clinic date and time). */
  movedTo: z.strictObject({ date: z.string(), startTime: z.string() }).optional(),
});
export type ManagedAppointment = z.infer<typeof managedAppointmentSchema>;

/** 202 of POST /api/manage/code: the same whether or not a patient matched. */
export const codeSentResponseSchema = z.strictObject({ status: z.literal('sent') });
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

/** 200 of POST /api/manage/session and GET /api/manage/appointments. */
export const appointmentsResponseSchema = z.strictObject({ appointments: z.array(managedAppointmentSchema) });
export type AppointmentsResponse = z.infer<typeof appointmentsResponseSchema>;

/** 200 of cancel and reschedule; `oldAppointmentStillBooked` only when a reschedule could not cancel the old one. */
export const appointmentResponseSchema = z.strictObject({
  appointment: managedAppointmentSchema,
  oldAppointmentStillBooked: z.literal(true).optional(),
});
export type AppointmentResponse = z.infer<typeof appointmentResponseSchema>;

/** Every failure body. */
export const manageFailureSchema = z.object({
  code: z.enum(MANAGE_ERROR_CODES),
  message: z.string(),
  /** INVALID_INPUT: the message of each field in error. */
  fields: z.record(z.string(), z.string()).optional(),
  /** CODE_INVALID: wrong tries left before the code locks. */
  attemptsLeft: z.number().int().min(0).optional(),
});
export type ManageFailure = z.infer<typeof manageFailureSchema>;
