import { z } from 'zod';
import type { ClinicTime, UsDate } from '../time/clinic-brands';
import { isClinicTime, isUsDate } from '../time/clinic-text';

/** A real calendar date as MM/DD/YYYY text, the form athena and the spec use for a clinic date (the adapters' edge). */
export const usDateSchema: z.ZodType<UsDate, string> = z.string().refine(isUsDate, 'Expected a real MM/DD/YYYY date');

/** A clinic wall-clock time as H:MM or HH:MM, 24 h (the adapters' edge). */
export const clinicTimeSchema: z.ZodType<ClinicTime, string> = z.string().refine(isClinicTime, 'Expected an HH:MM time');
