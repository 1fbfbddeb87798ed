/** The optional "How did you hear about us?" choices (booking.md §9, referral sources). */
export const REFERRAL_SOURCES: readonly string[] = ['Google', 'Friend or Family', 'Social Media', 'Insurance Provider', 'Other'];
