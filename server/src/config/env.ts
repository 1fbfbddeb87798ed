import { z } from 'zod';

const port = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a port number (1-65535).` })
    .int({ error: `${name} must be a whole number.` })
    .min(1, { error: `${name} must be between 1 and 65535.` })
    .max(65535, { error: `${name} must be between 1 and 65535.` })
    .default(fallback);

const text = (name: string) => z.string().trim().min(1, { error: `${name} must not be empty.` }).optional();

const envSchema = z.object({
  PORT: port('PORT', 3000),
  // 'localhost' makes Fastify listen on both 127.0.0.1 and ::1, so http://localhost:3000 works everywhere.
  HOST: z.string().trim().min(1).default('localhost'),
  FAKE_ATHENA_PORT: port('FAKE_ATHENA_PORT', 3001),
  ATHENA_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'ATHENA_BASE_URL must be an http(s) URL such as https://api.preview.platform.athenahealth.com.' })
    .optional(),
  ATHENA_PRACTICE_ID: z.string().regex(/^\d+$/, { error: 'ATHENA_PRACTICE_ID must be digits, e.g. 195900.' }).optional(),
  ATHENA_CLIENT_ID: text('ATHENA_CLIENT_ID'),
  ATHENA_CLIENT_SECRET: text('ATHENA_CLIENT_SECRET'),
  WEB_DIST: z.string().trim().min(1).default('web/dist'),
  // Issue 12: calls per second to athena (default by host, adapters athena-limiter.ts); reference TTL in seconds.
  ATHENA_MAX_RPS: z.coerce.number({ error: 'ATHENA_MAX_RPS must be a number of calls per second.' }).positive({ error: 'ATHENA_MAX_RPS must be above 0.' }).optional(),
  ATHENA_REFERENCE_TTL: z.coerce.number({ error: 'ATHENA_REFERENCE_TTL must be a number of seconds.' }).int().min(0, { error: 'ATHENA_REFERENCE_TTL must be 0 or more seconds.' }).default(600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.',
  }).default('info'),
});

const ATHENA_KEYS = ['ATHENA_BASE_URL', 'ATHENA_PRACTICE_ID', 'ATHENA_CLIENT_ID', 'ATHENA_CLIENT_SECRET'] as const;

export interface ServerConfig {
  port: number;
  host: string;
  fakeAthenaPort: number;
  /** Set when all four ATHENA_* variables are; otherwise the embedded fake athena is used. */
  athena?: { baseUrl: string; practiceId: string; clientId: string; clientSecret: string };
  webDist: string;
  logLevel: string;
  /** ATHENA_MAX_RPS when set; otherwise the default for the athena host (or the fake's). */
  athenaMaxRps?: number;
  /** ATHENA_REFERENCE_TTL in milliseconds; 0 turns the reference cache off. */
  referenceTtlMs: number;
}

/** Reads the environment once: a config, or one clear message per missing or bad variable. */
export function parseEnv(env: Record<string, string | undefined>): { config: ServerConfig } | { errors: string[] } {
  // Empty variables count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) return { errors: parsed.error.issues.map((issue) => issue.message) };
  const e = parsed.data;
  const present = ATHENA_KEYS.filter((key) => e[key] !== undefined);
  if (present.length > 0 && present.length < ATHENA_KEYS.length) {
    const missing = ATHENA_KEYS.filter((key) => e[key] === undefined);
    return { errors: missing.map((key) => `${key} is missing: set all four ATHENA_* variables, or none to use the fake athena.`) };
  }
  const config: ServerConfig = { port: e.PORT, host: e.HOST, fakeAthenaPort: e.FAKE_ATHENA_PORT, webDist: e.WEB_DIST, logLevel: e.LOG_LEVEL, referenceTtlMs: e.ATHENA_REFERENCE_TTL * 1000 };
  if (e.ATHENA_MAX_RPS !== undefined) config.athenaMaxRps = e.ATHENA_MAX_RPS;
  if (present.length === ATHENA_KEYS.length) {
    config.athena = {
      baseUrl: e.ATHENA_BASE_URL!,
      practiceId: e.ATHENA_PRACTICE_ID!,
      clientId: e.ATHENA_CLIENT_ID!,
      clientSecret: e.ATHENA_CLIENT_SECRET!,
    };
  }
  return { config };
}
