import { BOOKING_LIMITS } from '../catalog/limits';
import { OFFICE_PHONE } from '../catalog/practice';
import { MANAGE_LIMITS } from '../manage/manage-limits';
import { FEEDBACK_LIMITS } from '../validation/feedback-limits';
import { NAME_MAX_LENGTH } from '../validation/person-name';

/** A value a message's placeholder takes. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * The values every core text may name without its caller passing them: the office phone and the limits the forms
 * and e-mails quote. A caller's value of the same name wins.
 */
export const STANDING_VALUES: MessageValues = {
  phone: OFFICE_PHONE,
  nameMax: NAME_MAX_LENGTH,
  notesMax: BOOKING_LIMITS.notesMaxLength,
  commentsMax: FEEDBACK_LIMITS.commentsMaxLength,
  codeDigits: MANAGE_LIMITS.codeDigits,
  codeMinutes: MANAGE_LIMITS.codeTtlMinutes,
  patientsPerSession: MANAGE_LIMITS.patientsPerSession,
};

/**
 * Fills `{name}` placeholders. Deliberately tiny (no ICU: the core imports only date-fns and zod); a placeholder
 * with no value stays as written, so a missing value shows up in a test instead of vanishing.
 */
export function fillMessage(template: string, values?: MessageValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values?.[name] ?? STANDING_VALUES[name];
    return value === undefined ? whole : String(value);
  });
}
