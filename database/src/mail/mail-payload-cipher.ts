import type { OutgoingMail } from '@clinic/core';
import { z } from 'zod';
import { SealedText } from '../crypto/sealed-text';

const payloadSchema = z.object({
  kind: z.enum(['verification-code', 'booking-confirmation', 'cancel-confirmation', 'reschedule-confirmation', 'waitlist-offer']),
  to: z.object({ email: z.string(), name: z.string() }),
  subject: z.string(),
  text: z.string(),
  otp: z.string().optional(),
});

/**
 * A queued message (addresses, names, codes) sealed under a key derived from the server's secret: a database dump
 * or a replica's query log shows no patient.
 */
export class MailPayloadCipher {
  private readonly sealed: SealedText;

  constructor(secret: string) {
    this.sealed = new SealedText(secret, 'mail-queue payload key');
  }

  seal(mail: OutgoingMail): string {
    const { dedupeKey: _key, ...message } = mail;
    return this.sealed.seal(JSON.stringify(message));
  }

  /** The message, or undefined when it was sealed under another secret or is damaged. */
  open(sealed: string): OutgoingMail | undefined {
    const text = this.sealed.open(sealed);
    if (text === undefined) return undefined;
    try {
      const parsed = payloadSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }
}
