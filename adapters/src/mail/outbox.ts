import type { MailerPort, OutgoingMail } from '@clinic/core';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** The demo's outbox folder under DATA_DIR. */
export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

const outboxEntrySchema = z.object({
  sentAt: z.string(),
  kind: z.enum(['verification-code', 'booking-confirmation', 'cancel-confirmation', 'reschedule-confirmation', 'waitlist-offer']),
  to: z.object({ email: z.string(), name: z.string() }),
  subject: z.string(),
  text: z.string(),
  otp: z.string().optional(),
});

export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/**
 * MailerPort of the demo: every message is one JSON file in DATA_DIR/outbox (readable only by its owner), so a new
 * user and the browser tests read codes with `clinic outbox`. File names carry the time and kind, never the address.
 */
export class OutboxMailer implements MailerPort {
  constructor(
    private readonly dir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const sentAt = this.now().toISOString();
    const entry: OutboxEntry = {
      sentAt,
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.otp ? { otp: mail.otp } : {}),
    };
    const name = `${sentAt.replace(/[:.]/g, '-')}-${mail.kind}-${randomBytes(4).toString('hex')}.json`;
    await writeFile(join(this.dir, name), `${JSON.stringify(entry, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  }
}

/** The outbox's messages, newest first; an unreadable file is skipped, a missing folder is an empty outbox. */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries = await Promise.all(
    names.map(async (name) => {
      try {
        const parsed = outboxEntrySchema.safeParse(JSON.parse(await readFile(join(dir, name), 'utf8')));
        return parsed.success ? { name, entry: parsed.data } : undefined;
      } catch {
        return undefined;
      }
    }),
  );
  return entries
    .filter((e): e is { name: string; entry: OutboxEntry } => e !== undefined)
    .sort((a, b) => b.entry.sentAt.localeCompare(a.entry.sentAt) || b.name.localeCompare(a.name))
    .map((e) => e.entry);
}
