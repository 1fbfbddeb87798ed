import { sectionMessage } from '../i18n/catalog-message';
import { manageEnglish } from '../i18n/catalogs/core.en.manage';
import { englishTextsUnder } from '../i18n/english-texts';
import type { CoreCatalog } from '../i18n/site-languages';

/** Stable codes of every manage failure; each answer body is `{ code, message }`. */
export const MANAGE_ERROR_CODES = [
  'INVALID_INPUT',
  'RATE_LIMITED',
  'MANAGE_UNAVAILABLE',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_LOCKED',
  'SESSION_EXPIRED',
  'APPOINTMENT_NOT_FOUND',
  'NOT_CANCELLABLE',
  'ALREADY_CANCELLED',
  'CHANGE_IN_PROGRESS',
  'SLOT_UNAVAILABLE',
  'NOT_SAME_VISIT',
] as const;

export type ManageErrorCode = (typeof MANAGE_ERROR_CODES)[number];

/** The HTTP status each code is answered with. */
export const MANAGE_ERROR_STATUS: Record<ManageErrorCode, number> = {
  INVALID_INPUT: 400,
  RATE_LIMITED: 429,
  MANAGE_UNAVAILABLE: 503,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  CODE_LOCKED: 400,
  SESSION_EXPIRED: 401,
  APPOINTMENT_NOT_FOUND: 404,
  NOT_CANCELLABLE: 409,
  ALREADY_CANCELLED: 409,
  CHANGE_IN_PROGRESS: 409,
  SLOT_UNAVAILABLE: 409,
  NOT_SAME_VISIT: 422,
};

/** Plain sentences; where the patient cannot go on alone they give the office phone. In a language: `manageMessage`. */
export const MANAGE_MESSAGES: Record<ManageErrorCode, string> = englishTextsUnder(manageEnglish, 'manage.error.');

/** A manage failure's text in the catalog's language. */
export function manageMessage(code: ManageErrorCode, catalog?: CoreCatalog): string {
  return sectionMessage(catalog, manageEnglish, `manage.error.${code}`);
}

/** Texts of successful answers and of the form's fields, in English; in the catalogs under `manage.text.`. */
export const MANAGE_TEXTS = englishTextsUnder(manageEnglish, 'manage.text.');
