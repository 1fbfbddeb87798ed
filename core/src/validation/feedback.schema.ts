import { z } from 'zod';
import { formsEnglish } from '../i18n/catalogs/core.en.forms';
import { englishTextsUnder } from '../i18n/english-texts';
import { FEEDBACK_LIMITS } from './feedback-limits';
import { hasControlCharacters } from './untrusted-text';

/** The clinics a patient may name, as the site writes them. */
const FEEDBACK_CLINICS = ['Glendale', 'La Canada', 'Burbank'] as const;

// commentsControl is ours: staff read comments in a terminal (`clinic feedback list`), where these would run as commands.
const FEEDBACK_MESSAGES = englishTextsUnder(formsEnglish, 'feedback.');

/** What a patient sends from /feedback. Strict: an unknown field is refused, not silently stored. */
export const feedbackSchema = z.strictObject(
  {
    rating: z
      .number({ error: FEEDBACK_MESSAGES.rating })
      .int({ error: FEEDBACK_MESSAGES.rating })
      .min(FEEDBACK_LIMITS.ratingMin, { error: FEEDBACK_MESSAGES.rating })
      .max(FEEDBACK_LIMITS.ratingMax, { error: FEEDBACK_MESSAGES.rating }),
    clinic: z.enum(FEEDBACK_CLINICS, { error: FEEDBACK_MESSAGES.clinic }).optional(),
    comments: z
      .string({ error: FEEDBACK_MESSAGES.comments })
      .trim()
      .min(1, { error: FEEDBACK_MESSAGES.comments })
      .max(FEEDBACK_LIMITS.commentsMaxLength, { error: FEEDBACK_MESSAGES.commentsTooLong })
      .refine((text) => !hasControlCharacters(text), { error: FEEDBACK_MESSAGES.commentsControl }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? FEEDBACK_MESSAGES.unknownField : undefined) },
);

export type PatientFeedback = z.infer<typeof feedbackSchema>;
