import { catalogMessage } from '../i18n/catalog-message';
import { manageEnglish } from '../i18n/catalogs/core.en.manage';
import { englishText } from '../i18n/english-texts';
import type { CoreCatalog } from '../i18n/site-languages';

/**
 * The short list a patient picks a cancellation reason from; the server sends `label` (English, the catalog's
 * `manage.cancelReason.<code>`) as athena's cancellationreason, whatever language the patient reads.
 */
export const CANCEL_REASONS = [
  { code: 'schedule-conflict', label: englishText(manageEnglish, 'manage.cancelReason.schedule-conflict') },
  { code: 'feeling-better', label: englishText(manageEnglish, 'manage.cancelReason.feeling-better') },
  { code: 'booked-elsewhere', label: englishText(manageEnglish, 'manage.cancelReason.booked-elsewhere') },
  { code: 'transportation', label: englishText(manageEnglish, 'manage.cancelReason.transportation') },
  { code: 'other', label: englishText(manageEnglish, 'manage.cancelReason.other') },
] as const;

export type CancelReasonCode = (typeof CANCEL_REASONS)[number]['code'];

export const CANCEL_REASON_CODES = CANCEL_REASONS.map((r) => r.code) as [CancelReasonCode, ...CancelReasonCode[]];

/** The text athena records for a reason code. */
export function cancelReasonLabel(code: CancelReasonCode): string {
  return CANCEL_REASONS.find((r) => r.code === code)!.label;
}

/** A reason as the patient reads it, in the catalog's language (athena still records the English label). */
export function cancelReasonText(code: CancelReasonCode, catalog: CoreCatalog): string {
  return catalogMessage(catalog, `manage.cancelReason.${code}`);
}
