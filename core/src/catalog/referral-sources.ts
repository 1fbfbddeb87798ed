import { englishTextsUnder } from '../i18n/english-texts';
import { listsEnglish } from '../i18n/catalogs/core.en.lists';

/**
 * The optional "How did you hear about us?" choices (booking.md §9, referral sources), each the value athena records
 * whatever language the patient reads it in (the dialog shows the catalog's translation of it). "Google" is a name.
 */
export const REFERRAL_SOURCES: readonly string[] = ['Google', ...Object.values(englishTextsUnder(listsEnglish, 'list.referral.'))];
