import { englishTextsUnder } from '../i18n/english-texts';
import { listsEnglish } from '../i18n/catalogs/core.en.lists';

/** A relationship of the patient to the policy holder; ids are athena's (booking.md §9). */
export interface Relationship {
  id: string;
  name: string;
}

/** "Self" auto-fills the policy holder from step 2 (booking.md §4). */
export const SELF_RELATIONSHIP_ID = '1';

/**
 * The relationship dropdown, in the spec's order (booking.md §9, relationship ids): athena's id, and the English name
 * from the catalog (core.en.lists.ts), which the dialog shows in the page's language; athena gets only the id.
 */
export const RELATIONSHIPS: readonly Relationship[] = Object.entries(englishTextsUnder(listsEnglish, 'list.relationship.')).map(
  ([id, name]) => ({ id, name }),
);
