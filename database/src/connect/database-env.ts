import { z } from 'zod';
import type { DatabaseSettings } from './open-database';

/** DATABASE_URL and DATA_DIR as the server and the CLI both read them (one rule, one message). */
export const databaseEnvFields = {
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: 'DATABASE_URL must be a PostgreSQL URL such as postgres://clinic:secret@db.example.com:5432/clinic.',
    })
    .optional(),
  // The embedded database's files (used when DATABASE_URL is not set); git-ignored.
  DATA_DIR: z.string().trim().min(1).default('./data'),
};

const schema = z.object(databaseEnvFields);

/** The settings from an environment (empty variables count as unset), or the first message. */
export function databaseSettingsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): { settings: DatabaseSettings } | { error: string } {
  const parsed = schema.safeParse({ DATABASE_URL: env.DATABASE_URL?.trim() || undefined, DATA_DIR: env.DATA_DIR?.trim() || undefined });
  if (!parsed.success) return { error: parsed.error.issues[0]!.message };
  const { DATABASE_URL, DATA_DIR } = parsed.data;
  return { settings: { dataDir: DATA_DIR, ...(DATABASE_URL ? { databaseUrl: DATABASE_URL } : {}) } };
}
