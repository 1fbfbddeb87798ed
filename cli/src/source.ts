import { z } from 'zod';
import { UsageError } from './cli-errors';

/** Where the CLI reads the schedule from: the in-process fixture practice, or athena over HTTPS. */
export type SourceConfig =
  | { kind: 'fixture' }
  | { kind: 'athena'; baseUrl: string; practiceId: string; clientId: string; clientSecret: string };

export type SourceKind = SourceConfig['kind'];

const ATHENA_VARS = ['ATHENA_BASE_URL', 'ATHENA_PRACTICE_ID', 'ATHENA_CLIENT_ID', 'ATHENA_CLIENT_SECRET'] as const;

const athenaEnv = z.object({
  ATHENA_BASE_URL: z.url({ protocol: /^https?$/, error: 'ATHENA_BASE_URL must be an http(s) URL' }),
  ATHENA_PRACTICE_ID: z.string().regex(/^\d+$/, { error: 'ATHENA_PRACTICE_ID must be a number' }),
  ATHENA_CLIENT_ID: z.string().min(1),
  ATHENA_CLIENT_SECRET: z.string().min(1),
});

/**
 * The source to use: --source when given, otherwise athena when all four ATHENA_* variables are set.
 * A partial athena configuration is refused rather than silently showing fixture data to staff.
 */
export function resolveSource(flag: SourceKind | undefined, env: Readonly<Record<string, string | undefined>>): SourceConfig {
  const present = ATHENA_VARS.filter((name) => (env[name] ?? '') !== '');
  if (flag === 'fixture' || (flag === undefined && present.length === 0)) return { kind: 'fixture' };
  const missing = ATHENA_VARS.filter((name) => !present.includes(name));
  if (missing.length > 0) {
    const why = flag === 'athena' ? '--source athena needs' : 'athena is partly configured; set';
    throw new UsageError(`${why} ${missing.join(', ')} (or pass --source fixture)`);
  }
  const parsed = athenaEnv.safeParse(env);
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? 'invalid ATHENA_* settings');
  const e = parsed.data;
  return { kind: 'athena', baseUrl: e.ATHENA_BASE_URL, practiceId: e.ATHENA_PRACTICE_ID, clientId: e.ATHENA_CLIENT_ID, clientSecret: e.ATHENA_CLIENT_SECRET };
}

/** How errors name the source: "athena at http://127.0.0.1:3001" (never the credentials). */
export function sourceLabel(config: SourceConfig): string {
  return config.kind === 'fixture' ? 'fixture data' : `athena at ${new URL(config.baseUrl).origin}`;
}
