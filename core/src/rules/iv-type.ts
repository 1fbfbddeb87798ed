import { fail, ok, type Failure, type Result } from '../errors/result';
import type { AppointmentType } from '../model';

export const NO_IV_TYPE_MESSAGE = 'No IV appointment type selected. Please try again.';

// "IV" must be a word of its own: "PRIVATE VISIT" or "REVIEW" are not IV services.
const IV_NAME = /\b(INJECTION|INFUSION|IV)\b/i;

/** True for type names containing INJECTION, IV or INFUSION, ignoring case (booking.md §4, slot building). */
export function isIvTypeName(name: string | undefined): boolean {
  return IV_NAME.test(name ?? '');
}

/** The athena default IV type is spelled "INJECTION/ IV", so spaces are ignored when looking for it. */
function isInjectionIv(name: string): boolean {
  return name.replace(/\s+/g, '').toUpperCase().includes('INJECTION/IV');
}

export type IvTypeChoice = Result<AppointmentType, Failure<'NO_IV_TYPE'> & { message: typeof NO_IV_TYPE_MESSAGE }>;

/** The type IV mode auto-selects: INJECTION/IV first, else the first IV type (booking.md §4). */
export function pickIvAppointmentType(types: readonly AppointmentType[]): IvTypeChoice {
  const type = types.find((t) => isInjectionIv(t.name)) ?? types.find((t) => isIvTypeName(t.name));
  return type ? ok(type) : fail('NO_IV_TYPE', { message: NO_IV_TYPE_MESSAGE });
}
