import { z } from 'zod';
import { hasControlCharacters } from './untrusted-text';

/** The /feedback form's limits; the web form and POST /api/feedback both read them. */
const FEEDBACK_LIMITS = { commentsMaxLength: 1000, ratingMin: 1, ratingMax: 5 } as const;

/** The clinics a patient may name, as the site writes them. */
const FEEDBACK_CLINICS = ['Glendale', 'La Canada', 'Burbank'] as const;

const FEEDBACK_MESSAGES = {
  rating: 'Please choose a rating from 1 to 5.',
  clinic: 'Please choose Glendale, La Canada or Burbank, or no clinic.',
  comments: 'Please write your comments.',
  commentsTooLong: `Comments must be ${FEEDBACK_LIMITS.commentsMaxLength} characters or fewer.`,
  // Ours: staff read comments in a terminal (`clinic feedback list`), where these would run as commands.
  commentsControl: 'Comments may not contain control characters; use plain text, line breaks and tabs only.',
  unknownField: 'The request is not valid.',
} as const;

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
