import { parseUsDate } from '@clinic/core';
import { z } from 'zod';

/** A scheduler id as typed on the command line: digits only, as athena's ids are. */
export const idOption = z.string().regex(/^\d+$/, { error: (i) => `must be a number, got "${String(i.input)}"` });

/** A real calendar date typed as MM/DD/YYYY (clinic date). */
export const usDateOption = z.string().refine((text) => parseUsDate(text) !== undefined, {
  error: (i) => `must be a real date as MM/DD/YYYY, got "${String(i.input)}"`,
});

export const patientTypeOption = z.enum(['new', 'existing'], {
  error: (i) => `must be "new" or "existing", got "${String(i.input)}"`,
});

/** A positive whole number such as --limit 20. */
export const countOption = z
  .string()
  .regex(/^\d+$/, { error: (i) => `must be a positive whole number, got "${String(i.input)}"` })
  .transform(Number)
  .refine((n) => n > 0, { error: 'must be at least 1' });

/** How listings print: an aligned table unless --json or --csv. */
export const formatFlags = {
  json: z.boolean().optional(),
  csv: z.boolean().optional(),
};
