import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';

export interface OutboxMail {
  kind: string;
  to: { email: string };
  subject: string;
  text: string;
  otp?: string;
  sentAt: string;
}

/** The demo outbox (DATA_DIR/outbox, one JSON file per message): the newest message of a kind sent to `email`. */
export async function newestMail(dataDir: string, kind: string, email: string, after = ''): Promise<OutboxMail> {
  const dir = join(dataDir, 'outbox');
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(dir).catch(() => [] as string[]);
        const mails = await Promise.all(
          names.filter((n) => n.endsWith('.json')).map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as OutboxMail),
        );
        found = mails
          .filter((m) => m.kind === kind && m.to.email === email && m.sentAt > after)
          .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
