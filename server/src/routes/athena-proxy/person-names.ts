import { NAME_MAX_LENGTH, PATIENT_FORM_MESSAGES, isPersonName } from '@clinic/core';

const M = PATIENT_FORM_MESSAGES;

// The step 2 form's own messages (core patient-form.schema.ts), so a caller that skips the form hears the same.
const NAME_MESSAGES: Record<string, { long: string; invalid: string }> = {
  firstname: { long: M.firstNameLong, invalid: M.firstNameInvalid },
  lastname: { long: M.lastNameLong, invalid: M.lastNameInvalid },
};

/**
 * The form's message for the first name field that fails core's `isPersonName`, or undefined when all pass. A name
 * is greeted in the confirmation e-mail, so what the form refuses must not arrive by another door (decision 83).
 */
export function personNameRefusal(fields: readonly string[] | undefined, sent: Readonly<Record<string, string>>): string | undefined {
  for (const field of fields ?? []) {
    const value = sent[field];
    if (value === undefined || isPersonName(value)) continue;
    const messages = NAME_MESSAGES[field] ?? NAME_MESSAGES.firstname!;
    return value.trim().length > NAME_MAX_LENGTH ? messages.long : messages.invalid;
  }
  return undefined;
}
