import { clinicModeOf } from '@clinic/adapters/clinic-mode';
import { z } from 'zod';
import { UsageError } from './cli-errors';

/** Where the CLI reads the schedule from: the in-process fixture practice, or athena over HTTPS. */
export type SourceConfig =
  | { kind: 'fixture' }
  | {
      kind: 'athena';
      baseUrl: string;
      practiceId: string;
      clientId: string;
      clientSecret: string;
      /** ATHENA_MAX_RPS, when set; otherwise the host's default (adapters athena-limiter.ts). */
      maxRps?: number;
      /** Where the access token is kept between commands: $XDG_CACHE_HOME/clinic or ~/.cache/clinic. */
      cacheDir?: string;
    };

export type SourceKind = SourceConfig['kind'];

const ATHENA_VARS = ['ATHENA_BASE_URL', 'ATHENA_PRACTICE_ID', 'ATHENA_CLIENT_ID', 'ATHENA_CLIENT_SECRET'] as const;

const athenaEnv = z.object({
  ATHENA_BASE_URL: z.url({ protocol: /^https?$/, error: 'ATHENA_BASE_URL must be an http(s) URL' }),
  ATHENA_PRACTICE_ID: z.string().regex(/^\d+$/, { error: 'ATHENA_PRACTICE_ID must be a number' }),
  ATHENA_CLIENT_ID: z.string().min(1),
  ATHENA_CLIENT_SECRET: z.string().min(1),
  ATHENA_MAX_RPS: z.coerce
    .number({ error: 'ATHENA_MAX_RPS must be a number of calls per second' })
    .positive({ error: 'ATHENA_MAX_RPS must be above 0' })
    .optional(),
});

/**
 * The source to use: --source when given, otherwise athena when all four ATHENA_* variables are set.
 * A partial athena configuration is refused rather than silently showing fixture data to staff, and so is none at
 * all in production (CLINIC_MODE or NODE_ENV, as the server reads them): there only --source fixture shows it.
 */
export function resolveSource(flag: SourceKind | undefined, env: Readonly<Record<string, string | undefined>>): SourceConfig {
  const present = ATHENA_VARS.filter((name) => (env[name] ?? '') !== '');
  const production = clinicModeOf(env) === 'production';
  if (flag === 'fixture' || (flag === undefined && present.length === 0 && !production)) return { kind: 'fixture' };
  const missing = ATHENA_VARS.filter((name) => !present.includes(name));
  if (missing.length > 0) {
    const why =
      flag === 'athena'
        ? '--source athena needs'
        : present.length === 0
          ? 'production (CLINIC_MODE or NODE_ENV) reads athena, never demo data; set'
          : 'athena is partly configured; set';
    throw new UsageError(`${why} ${missing.join(', ')} (or pass --source fixture)`);
  }
  const parsed = athenaEnv.safeParse(env);
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? 'invalid ATHENA_* settings');
  const e = parsed.data;
  const cacheDir = userCacheDir(env);
  return {
    kind: 'athena',
    baseUrl: e.ATHENA_BASE_URL,
    practiceId: e.ATHENA_PRACTICE_ID,
    clientId: e.ATHENA_CLIENT_ID,
    clientSecret: e.ATHENA_CLIENT_SECRET,
    ...(e.ATHENA_MAX_RPS !== undefined ? { maxRps: e.ATHENA_MAX_RPS } : {}),
    ...(cacheDir ? { cacheDir } : {}),
  };
}

/** The CLI's folder in the user's cache directory (XDG Base Directory), or none when there is no home. */
function userCacheDir(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const xdg = env.XDG_CACHE_HOME?.trim();
  if (xdg && xdg.startsWith('/')) return `${xdg.replace(/\/+$/, '')}/clinic`;
  const home = env.HOME?.trim();
  return home ? `${home.replace(/\/+$/, '')}/.cache/clinic` : undefined;
}

/** How errors name the source: "athena at http://127.0.0.1:3001" (never the credentials). */
export function sourceLabel(config: SourceConfig): string {
  return config.kind === 'fixture' ? 'fixture data' : `athena at ${new URL(config.baseUrl).origin}`;
}
