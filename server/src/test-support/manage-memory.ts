import type { CodeCheck, MailerPort, OutgoingMail, PatientDirectoryPort, VerificationCodeStorePort } from '@clinic/core';

/** The code store's rules in memory (route tests); the PostgreSQL one has its own tests on both databases. */
export class MemoryCodes implements VerificationCodeStorePort {
  private readonly codes = new Map<string, { code: string; expiresAt: number; attempts: number }>();

  async issue(subject: string, code: string, expiresAt: Date): Promise<void> {
    this.codes.set(subject, { code, expiresAt: expiresAt.getTime(), attempts: 0 });
  }

  async check(subject: string, code: string, now: Date, maxAttempts: number): Promise<CodeCheck> {
    const row = this.codes.get(subject);
    if (!row || row.expiresAt <= now.getTime()) return { outcome: 'expired' };
    if (row.attempts >= maxAttempts) return { outcome: 'locked' };
    if (row.code === code) {
      this.codes.delete(subject);
      return { outcome: 'verified' };
    }
    row.attempts += 1;
    return row.attempts >= maxAttempts ? { outcome: 'locked' } : { outcome: 'invalid', attemptsLeft: maxAttempts - row.attempts };
  }
}

export class MemoryDirectory implements PatientDirectoryPort {
  private readonly entries = new Map<string, Set<string>>();

  async remember(entry: { patientId: string; email: string; dateOfBirth: string }): Promise<void> {
    const key = `${entry.email.trim().toLowerCase()}|${entry.dateOfBirth}`;
    this.entries.set(key, (this.entries.get(key) ?? new Set()).add(entry.patientId));
  }

  async find(email: string, dateOfBirth: string): Promise<string[]> {
    return [...(this.entries.get(`${email}|${dateOfBirth}`) ?? [])];
  }
}

/** Keeps what it was asked to send; `failing` makes every send throw (the SMTP server is down). */
export class RecordingMailer implements MailerPort {
  readonly sent: OutgoingMail[] = [];
  failing = false;

  async send(mail: OutgoingMail): Promise<void> {
    if (this.failing) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    this.sent.push(mail);
  }

  /** The last code e-mailed to `email`. */
  codeFor(email: string): string | undefined {
    return this.sent.filter((m) => m.kind === 'verification-code' && m.to.email === email).at(-1)?.otp;
  }
}
