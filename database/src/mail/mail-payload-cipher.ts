import type { OutgoingMail } from '@clinic/core';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';

const payloadSchema = z.object({
  kind: z.enum(['verification-code', 'booking-confirmation', 'cancel-confirmation', 'reschedule-confirmation', 'waitlist-offer']),
  to: z.object({ email: z.string(), name: z.string() }),
  subject: z.string(),
  text: z.string(),
  otp: z.string().optional(),
});

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for a queued message (addresses, names, codes), under a key derived from the server's secret: a
 * database dump or a replica's query log shows no patient. Base64 of iv, tag and ciphertext.
 */
export class MailPayloadCipher {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('mail-queue payload key').digest();
  }

  seal(mail: OutgoingMail): string {
    const { dedupeKey: _key, ...message } = mail;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(message), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  /** The message, or undefined when it was sealed under another secret or is damaged. */
  open(sealed: string): OutgoingMail | undefined {
    try {
      const raw = Buffer.from(sealed, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      const parsed = payloadSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }
}
