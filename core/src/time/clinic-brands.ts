import type { z } from 'zod';

// The brands have a module of their own so that clinic-time.ts (which makes them) and clinic-text.ts (which checks
// text into them, with clinic-time's date parser) do not import each other (decision 81).

/** MM/DD/YYYY text that has been checked once (docs/decisions/, decision 63); a bare string is not one. */
export type UsDate = string & z.$brand<'UsDate'>;
/** H:MM or HH:MM text that has been checked once (docs/decisions/, decision 63); a bare string is not one. */
export type ClinicTime = string & z.$brand<'ClinicTime'>;
