/** The outcome of checking a code; a verified code is spent. */
export type CodeCheck =
  { outcome: 'verified' } | { outcome: 'invalid'; attemptsLeft: number } | { outcome: 'expired' } | { outcome: 'locked' };

/**
 * One live verification code per subject (the e-mail and date of birth, normalised). The store keeps subjects
 * and codes hashed only, counts wrong tries, and purges expired codes.
 */
export interface VerificationCodeStorePort {
  /** Replaces the subject's code (and its tries) with `code`, valid until `expiresAt`. */
  issue(subject: string, code: string, expiresAt: Date): Promise<void>;
  /** Checks `code` at `now`: verified (and spent), invalid with tries left, expired (or none), or locked. */
  check(subject: string, code: string, now: Date, maxAttempts: number): Promise<CodeCheck>;
}

/** Draws verification codes; an adapter uses a cryptographic generator. */
export interface CodeGeneratorPort {
  /** `digits` random decimal digits, leading zeros kept. */
  next(digits: number): string;
}

/**
 * Who booked online with which e-mail and date of birth, so a patient can be found again by those two alone
 * (athena's search needs a name). Kept hashed; athena stays the source of truth and is asked to confirm.
 */
export interface PatientDirectoryPort {
  remember(entry: { patientId: string; email: string; dateOfBirth: string }): Promise<void>;
  /** Patient ids remembered for this e-mail and date of birth (usually one; twins may share both). */
  find(email: string, dateOfBirth: string): Promise<string[]>;
}
