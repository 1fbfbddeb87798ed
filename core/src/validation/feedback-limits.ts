/** The /feedback form's limits; the web form and POST /api/feedback both read them. */
export const FEEDBACK_LIMITS = { commentsMaxLength: 1000, ratingMin: 1, ratingMax: 5 } as const;
