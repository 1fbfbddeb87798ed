/** The numbers of "manage my appointment" (booking.md §9: 6-digit codes, 10-minute expiry; the rest is ours). */
export const MANAGE_LIMITS = {
  codeDigits: 6,
  codeTtlMinutes: 10,
  /** Wrong tries before a code is locked and a new one is needed. */
  codeMaxAttempts: 5,
  /** The manage session cookie's lifetime. */
  sessionMinutes: 15,
  /**
   * Patients one session may act for (several family members may share an e-mail and a date of birth): past it,
   * the first ones the directory names are signed in and the page says to call for the others.
   */
  patientsPerSession: 8,
  /** How far ahead "my upcoming appointments" looks (athena's booked list needs an end date). */
  upcomingWindowDays: 365,
} as const;

/** The manage page's path: nothing identifying in it, so it can go into e-mails, the .ics and the dialog. */
export const MANAGE_PATH = '/appointments/manage';

/** The manage session cookie's name (Path=/api/manage). */
export const MANAGE_SESSION_COOKIE = 'manage_session';
