import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The demo's WAITLIST_KEY: generated once and kept in DATA_DIR/waitlist.key (owner-only), so a restart can still
 * read the e-mails it sealed. Production never comes here: it refuses to start without WAITLIST_KEY.
 */
export function demoWaitlistKey(dataDir: string): string {
  const file = join(dataDir, 'waitlist.key');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // Not made yet: made below.
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}
