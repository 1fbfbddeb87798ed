import { CLINIC_MODES, clinicModeOf, type ClinicMode } from '@clinic/adapters/clinic-mode';
import { fail, ok, type Failure, type Result } from '@clinic/core';
import { databaseEnvFields } from '@clinic/database';
import { SCHEDULER_DEADLINES, SITE_LANGUAGE_CODES, type SiteLanguageCode } from '@clinic/core';
import { isIP } from 'node:net';
import { z } from 'zod';
import { DEFAULT_PROXY_DURATIONS, type ProxyDurations } from '../routes/athena-proxy/proxy-durations';

const port = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a port number (1-65535).` })
    .int({ error: `${name} must be a whole number.` })
    .min(1, { error: `${name} must be between 1 and 65535.` })
    .max(65535, { error: `${name} must be between 1 and 65535.` })
    .default(fallback);

/** A whole number of seconds from `min` up to `max`, defaulting to `fallbackMs` (the proxy's durations). */
const seconds = (name: string, fallbackMs: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ error: `${name} must be a whole number of seconds.` })
    .int({ error: `${name} must be a whole number of seconds.` })
    .min(min, { error: `${name} must be at least ${min} seconds.` })
    .max(max, { error: `${name} must be at most ${max} seconds.` })
    .default(fallbackMs / 1000);

/** A whole number setting of at least `min`, unset by default (the core's default applies). */
const wholeNumber = (name: string, min: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number of ${min} or more.` })
    .int({ error: `${name} must be a whole number of ${min} or more.` })
    .min(min, { error: `${name} must be a whole number of ${min} or more.` })
    .optional();

// Below the browser's own wait, so the browser always hears the server's answer (core SCHEDULER_DEADLINES).
const MAX_CALL_TIMEOUT = SCHEDULER_DEADLINES.browserMs / 1000 - 1;

const text = (name: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${name} must not be empty.` })
    .optional();

/** Every variable the server reads; `.env.example` documents each one (a test holds the two together). */
export const envSchema = z.object({
  CLINIC_MODE: z.enum(CLINIC_MODES, { error: 'CLINIC_MODE must be demo or production.' }).optional(),
  NODE_ENV: z.string().optional(),
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
  // DATABASE_URL and DATA_DIR: one definition shared with the CLI; no message repeats the URL (it may carry a password).
  ...databaseEnvFields,
  WEB_DIST: z.string().trim().min(1).default('web/dist'),
  SESSION_SECRET: z
    .string()
    .trim()
    .min(32, { error: 'SESSION_SECRET must be at least 32 characters (e.g. openssl rand -base64 32).' })
    .optional(),
  // The message never repeats the value: a Redis URL may carry a password.
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL such as redis://cache.internal:6379.' })
    .optional(),
  // How many upcoming appointments one patient may hold before the website sends them to the phone (0: no check).
  ONLINE_BOOKINGS_PER_PATIENT: z.coerce
    .number({ error: 'ONLINE_BOOKINGS_PER_PATIENT must be a whole number (0 turns the check off).' })
    .int({ error: 'ONLINE_BOOKINGS_PER_PATIENT must be a whole number (0 turns the check off).' })
    .min(0, { error: 'ONLINE_BOOKINGS_PER_PATIENT must be 0 or more.' })
    .optional(),
  // Confirmation e-mails one address may receive in 24 hours (#34); more are not sent (the bookings stand).
  MAIL_CONFIRMATIONS_PER_DAY: z.coerce
    .number({ error: 'MAIL_CONFIRMATIONS_PER_DAY must be a whole number of 1 or more.' })
    .int({ error: 'MAIL_CONFIRMATIONS_PER_DAY must be a whole number of 1 or more.' })
    .min(1, { error: 'MAIL_CONFIRMATIONS_PER_DAY must be a whole number of 1 or more.' })
    .optional(),
  // The wait before a failed e-mail's first retry, doubled after each next failure (at most 1 h apart, 8 attempts).
  MAIL_FIRST_RETRY: seconds('MAIL_FIRST_RETRY', 15_000, 1, 3600),
  // The waitlist (#33): the key its patients' e-mails are sealed under (never repeated in a message), and its knobs.
  WAITLIST_KEY: z
    .string()
    .trim()
    .min(32, { error: 'WAITLIST_KEY must be at least 32 characters (e.g. openssl rand -base64 32).' })
    .optional(),
  WAITLIST_OFFERS_PER_WAVE: wholeNumber('WAITLIST_OFFERS_PER_WAVE', 1),
  WAITLIST_NOTICE_MINUTES: wholeNumber('WAITLIST_NOTICE_MINUTES', 0),
  WAITLIST_OFFER_MINUTES: wholeNumber('WAITLIST_OFFER_MINUTES', 1),
  // Mail (#17). Messages never repeat the value: an SMTP URL carries a password.
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.org:465.' })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/, {
      error: 'MAIL_FROM must be an address such as "Foothill Primary Care <appointments@example.org>".',
    })
    .optional(),
  // The site's public origin: e-mails link to it (the manage page), so it never comes from a request's Host header.
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'SITE_URL must be the public http(s) address of the site, such as https://www.example.org.' })
    .optional(),
  // The site's languages served, comma-separated (decision 94): English always; Spanish and Armenian once a fluent
  // reviewer has approved their catalogs. Demo: all three; production: English unless told.
  SITE_LANGUAGES: z
    .string()
    .transform((value) => value.split(',').map((code) => code.trim().toLowerCase()))
    .pipe(
      z
        .array(
          z.enum(SITE_LANGUAGE_CODES, { error: `SITE_LANGUAGES lists languages among ${SITE_LANGUAGE_CODES.join(', ')}, e.g. en,es.` }),
        )
        .refine((codes) => codes.includes('en'), {
          error: 'SITE_LANGUAGES must include en: English is the default language, at the unprefixed addresses.',
        }),
    )
    .optional(),
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(16, { error: 'METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 24).' })
    .optional(),
  // "true" (trust every hop), a hop count ("2": a CDN and a balancer), or the proxies' addresses/CIDRs, comma-separated.
  TRUST_PROXY: z
    .string()
    .trim()
    .refine((value) => trustProxyOf(value) !== undefined, {
      error:
        'TRUST_PROXY must be true, false, a number of proxies, or proxy addresses/CIDRs separated by commas (e.g. 10.0.0.0/8,127.0.0.1).',
    })
    .optional(),
  // Calls per second to athena (default by host, adapters athena-limiter.ts); reference TTL in seconds.
  ATHENA_MAX_RPS: z.coerce
    .number({ error: 'ATHENA_MAX_RPS must be a number of calls per second.' })
    .positive({ error: 'ATHENA_MAX_RPS must be above 0.' })
    .optional(),
  ATHENA_REFERENCE_TTL: z.coerce
    .number({ error: 'ATHENA_REFERENCE_TTL must be a number of seconds.' })
    .int()
    .min(0, { error: 'ATHENA_REFERENCE_TTL must be 0 or more seconds.' })
    .default(600),
  // The availability index's refresh intervals (#31, decision 91), in milliseconds: each bounded so its window keeps
  // AVAILABILITY_FRESHNESS's promise (60 s near, 10 min far) with room for the refresh's own reading time.
  AVAILABILITY_NEAR_REFRESH_MS: z.coerce
    .number({ error: 'AVAILABILITY_NEAR_REFRESH_MS must be a number of milliseconds.' })
    .int()
    .min(1000, { error: 'AVAILABILITY_NEAR_REFRESH_MS must be at least 1000.' })
    .max(45_000, { error: 'AVAILABILITY_NEAR_REFRESH_MS must be at most 45000: the next 14 days are never older than 60 s.' })
    .default(30_000),
  AVAILABILITY_FAR_REFRESH_MS: z.coerce
    .number({ error: 'AVAILABILITY_FAR_REFRESH_MS must be a number of milliseconds.' })
    .int()
    .min(10_000, { error: 'AVAILABILITY_FAR_REFRESH_MS must be at least 10000.' })
    .max(480_000, { error: 'AVAILABILITY_FAR_REFRESH_MS must be at most 480000: later days are never older than 10 minutes.' })
    .default(300_000),
  // The proxy's durations (docs/deployment.md, "Timeouts"), in seconds.
  ATHENA_CALL_TIMEOUT: seconds('ATHENA_CALL_TIMEOUT', DEFAULT_PROXY_DURATIONS.upstreamTimeoutMs, 1, MAX_CALL_TIMEOUT),
  BOOKING_DEADLINE: seconds('BOOKING_DEADLINE', DEFAULT_PROXY_DURATIONS.bookingDeadlineMs, 1),
  BOOKING_KEY_TTL: seconds('BOOKING_KEY_TTL', DEFAULT_PROXY_DURATIONS.bookingKeyTtlMs, 60),
  BOOKING_SESSION_TTL: seconds('BOOKING_SESSION_TTL', DEFAULT_PROXY_DURATIONS.bindingTtlMs, 60),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.',
    })
    .default('info'),
});

const ATHENA_KEYS = ['ATHENA_BASE_URL', 'ATHENA_PRACTICE_ID', 'ATHENA_CLIENT_ID', 'ATHENA_CLIENT_SECRET'] as const;
/** What production refuses to start without, in the order the messages list them. */
export const PRODUCTION_KEYS = [
  ...ATHENA_KEYS,
  'DATABASE_URL',
  'SESSION_SECRET',
  'WAITLIST_KEY',
  'SMTP_URL',
  'MAIL_FROM',
  'SITE_URL',
] as const;
const PRODUCTION_NEEDS: Record<(typeof PRODUCTION_KEYS)[number], string> = {
  ATHENA_BASE_URL: 'the real athena API, e.g. https://api.platform.athenahealth.com',
  ATHENA_PRACTICE_ID: "the clinic's athena practice id",
  ATHENA_CLIENT_ID: "the athena app's client id",
  ATHENA_CLIENT_SECRET: "the athena app's client secret",
  DATABASE_URL: 'the PostgreSQL database, e.g. postgres://clinic@db.internal:5432/clinic',
  SESSION_SECRET: 'a fixed secret of at least 32 characters that signs the booking session (e.g. openssl rand -base64 32)',
  WAITLIST_KEY: "a fixed key of at least 32 characters that seals waitlisted patients' e-mails (e.g. openssl rand -base64 32)",
  SMTP_URL: 'the SMTP server that sends verification codes and confirmations, e.g. smtps://user:password@smtp.example.org:465',
  MAIL_FROM: 'the sender of those e-mails, e.g. "Foothill Primary Care <appointments@example.org>"',
  SITE_URL: "the site's public address for links in e-mails, e.g. https://www.example.org",
};

/** What production sends over these addresses, so plain http is refused unless it stays on this machine. */
const HTTPS_ONLY = [
  { key: 'ATHENA_BASE_URL', why: "the practice's client secret and patients' details travel to it (http only on a loopback address)" },
  { key: 'SITE_URL', why: "the links in patients' e-mails open it (http only on a loopback address)" },
] as const;

function encryptedOrLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

export interface ServerConfig {
  /** demo: banner on every page, fake athena unless ATHENA_* are set; production: real athena and database only. */
  mode: ClinicMode;
  port: number;
  host: string;
  fakeAthenaPort: number;
  /** Set when all four ATHENA_* variables are; otherwise the embedded fake athena is used (demo only). */
  athena?: { baseUrl: string; practiceId: string; clientId: string; clientSecret: string };
  /** PostgreSQL; always set in production, optional in demo (which then uses an embedded database under dataDir). */
  databaseUrl?: string;
  /** Where embedded data lives (./data by default, git-ignored). */
  dataDir: string;
  webDist: string;
  logLevel: string;
  /** Signs the patient binding; required with a real athena, random per process for the demo. */
  sessionSecret?: string;
  /** Redis shared by the replicas (limits, idempotency); without it all state stays in this process. */
  redisUrl?: string;
  /** The Bearer token GET /metrics asks for; without one, /metrics is off (except in the demo). */
  metricsToken?: string;
  /** Which reverse proxies may name the client address (the limits count by it). */
  trustProxy?: boolean | string | number;
  /** ATHENA_MAX_RPS when set; otherwise the default for the athena host (or the fake's). */
  athenaMaxRps?: number;
  /** ATHENA_REFERENCE_TTL in milliseconds; 0 turns the reference cache off. */
  referenceTtlMs: number;
  /** AVAILABILITY_NEAR_REFRESH_MS and AVAILABILITY_FAR_REFRESH_MS: how often the index reads each window (decision 91). */
  availabilityRefresh: { nearRefreshMs: number; farRefreshMs: number };
  /** ONLINE_BOOKINGS_PER_PATIENT: upcoming appointments a patient may hold before booking online again. */
  onlineBookingsPerPatient?: number;
  /** MAIL_CONFIRMATIONS_PER_DAY: confirmations one address may receive in 24 hours (10). */
  mailConfirmationsPerDay: number;
  /** MAIL_FIRST_RETRY in milliseconds: the wait before a failed e-mail's first retry (15 s), doubled after each next. */
  mailFirstRetryMs: number;
  /** SMTP_URL and MAIL_FROM: mail over SMTP (required in production); without them the demo writes DATA_DIR/outbox. */
  smtp?: { url: string; from: string };
  /** SITE_URL, without a trailing slash; the demo defaults to http://localhost:PORT. */
  siteUrl: string;
  /** WAITLIST_KEY: seals waitlisted e-mails (required in production; the demo keeps one under DATA_DIR). */
  waitlistKey?: string;
  /** WAITLIST_OFFERS_PER_WAVE, WAITLIST_NOTICE_MINUTES, WAITLIST_OFFER_MINUTES, when set (core's defaults: 3, 120, 30). */
  waitlist: { offersPerWave?: number; minNoticeMs?: number; offerTtlMs?: number };
  /** SITE_LANGUAGES: the languages served; the demo serves all three, production English unless told. */
  siteLanguages: readonly SiteLanguageCode[];
  /**
   * ATHENA_CALL_TIMEOUT, BOOKING_DEADLINE, BOOKING_KEY_TTL and BOOKING_SESSION_TTL in milliseconds, when one
   * differs from DEFAULT_PROXY_DURATIONS (which buildApp uses otherwise).
   */
  proxyDurations?: ProxyDurations;
}

export interface ParseEnvOptions {
  /** The mode when neither CLINIC_MODE nor NODE_ENV=production says one: each entry passes its own. */
  defaultMode?: ClinicMode;
}

/** A configuration, or every reason the server refuses to start (one clear message each). */
export type ConfigResult = Result<ServerConfig, Failure<'INVALID_CONFIG'> & { errors: string[] }>;

/** The refusal, with one message per missing or bad variable. */
export function invalidConfig(errors: string[]): ConfigResult {
  return fail('INVALID_CONFIG', { errors });
}

/** Reads the environment once: a config, or one clear message per missing or bad variable. */
export function parseEnv(env: Record<string, string | undefined>, options: ParseEnvOptions = {}): ConfigResult {
  // Empty variables count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) return invalidConfig(parsed.error.issues.map((issue) => issue.message));
  const e = parsed.data;
  const mode = clinicModeOf(e, options.defaultMode);
  if (mode === 'production') {
    const missing = PRODUCTION_KEYS.filter((key) => e[key] === undefined);
    if (missing.length > 0) {
      return invalidConfig(missing.map((key) => `${key} is missing: production mode needs ${PRODUCTION_NEEDS[key]}.`));
    }
    const plain = HTTPS_ONLY.filter(({ key }) => !encryptedOrLocal(e[key]!));
    if (plain.length > 0) return invalidConfig(plain.map(({ key, why }) => `${key} must be an https:// address in production: ${why}.`));
  }
  const present = ATHENA_KEYS.filter((key) => e[key] !== undefined);
  if (present.length > 0 && present.length < ATHENA_KEYS.length) {
    const missing = ATHENA_KEYS.filter((key) => e[key] === undefined);
    return invalidConfig(missing.map((key) => `${key} is missing: set all four ATHENA_* variables, or none to use the fake athena.`));
  }
  const config: ServerConfig = {
    mode,
    port: e.PORT,
    host: e.HOST,
    fakeAthenaPort: e.FAKE_ATHENA_PORT,
    dataDir: e.DATA_DIR,
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    referenceTtlMs: e.ATHENA_REFERENCE_TTL * 1000,
    availabilityRefresh: { nearRefreshMs: e.AVAILABILITY_NEAR_REFRESH_MS, farRefreshMs: e.AVAILABILITY_FAR_REFRESH_MS },
    mailConfirmationsPerDay: e.MAIL_CONFIRMATIONS_PER_DAY ?? 10,
    mailFirstRetryMs: e.MAIL_FIRST_RETRY * 1000,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    waitlist: {
      ...(e.WAITLIST_OFFERS_PER_WAVE !== undefined ? { offersPerWave: e.WAITLIST_OFFERS_PER_WAVE } : {}),
      ...(e.WAITLIST_NOTICE_MINUTES !== undefined ? { minNoticeMs: e.WAITLIST_NOTICE_MINUTES * 60_000 } : {}),
      ...(e.WAITLIST_OFFER_MINUTES !== undefined ? { offerTtlMs: e.WAITLIST_OFFER_MINUTES * 60_000 } : {}),
    },
    siteLanguages: [...new Set(e.SITE_LANGUAGES ?? (mode === 'production' ? ['en' as const] : SITE_LANGUAGE_CODES))],
  };
  // A booking cut off before the browser's wait ends would be answered "not known yet" for no reason (decision 20).
  if (e.BOOKING_DEADLINE < e.ATHENA_CALL_TIMEOUT) {
    return invalidConfig(['BOOKING_DEADLINE must be at least ATHENA_CALL_TIMEOUT: a booking may take longer than the browser waits.']);
  }
  const durations = changedDurations(e);
  if (durations) config.proxyDurations = durations;
  if ((e.SMTP_URL === undefined) !== (e.MAIL_FROM === undefined)) {
    return invalidConfig([
      e.SMTP_URL
        ? 'MAIL_FROM is missing: SMTP_URL needs a sender address too.'
        : 'SMTP_URL is missing: MAIL_FROM needs an SMTP server too.',
    ]);
  }
  if (e.SMTP_URL && e.MAIL_FROM) config.smtp = { url: e.SMTP_URL, from: e.MAIL_FROM };
  if (e.DATABASE_URL) config.databaseUrl = e.DATABASE_URL;
  if (e.SESSION_SECRET) config.sessionSecret = e.SESSION_SECRET;
  if (e.WAITLIST_KEY) config.waitlistKey = e.WAITLIST_KEY;
  if (e.REDIS_URL) config.redisUrl = e.REDIS_URL;
  if (e.METRICS_TOKEN) config.metricsToken = e.METRICS_TOKEN;
  if (e.ONLINE_BOOKINGS_PER_PATIENT !== undefined) config.onlineBookingsPerPatient = e.ONLINE_BOOKINGS_PER_PATIENT;
  if (e.TRUST_PROXY) config.trustProxy = trustProxyOf(e.TRUST_PROXY)!;
  if (e.ATHENA_MAX_RPS !== undefined) config.athenaMaxRps = e.ATHENA_MAX_RPS;
  if (present.length === ATHENA_KEYS.length) {
    // A per-process secret would sign out every patient mid-booking on each restart and differ between replicas.
    if (!e.SESSION_SECRET)
      return invalidConfig([
        'SESSION_SECRET is missing: a real athena needs a fixed secret of at least 32 characters (e.g. openssl rand -base64 32).',
      ]);
    config.athena = {
      baseUrl: e.ATHENA_BASE_URL!,
      practiceId: e.ATHENA_PRACTICE_ID!,
      clientId: e.ATHENA_CLIENT_ID!,
      clientSecret: e.ATHENA_CLIENT_SECRET!,
    };
  }
  return ok(config);
}

/** The proxy's durations in milliseconds when one differs from DEFAULT_PROXY_DURATIONS, else undefined. */
function changedDurations(e: z.output<typeof envSchema>): ProxyDurations | undefined {
  const durations: ProxyDurations = {
    upstreamTimeoutMs: e.ATHENA_CALL_TIMEOUT * 1000,
    bookingDeadlineMs: e.BOOKING_DEADLINE * 1000,
    bookingKeyTtlMs: e.BOOKING_KEY_TTL * 1000,
    bindingTtlMs: e.BOOKING_SESSION_TTL * 1000,
  };
  const keys = Object.keys(durations) as (keyof ProxyDurations)[];
  return keys.some((key) => durations[key] !== DEFAULT_PROXY_DURATIONS[key]) ? durations : undefined;
}

/** Fastify's trustProxy from TRUST_PROXY: true/false, a hop count, or addresses/CIDRs (comma-separated). */
function trustProxyOf(value: string): boolean | number | string | undefined {
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === 'false') return lower === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  // What Fastify's proxy-addr takes: addresses, CIDRs and its three names; anything else failed at listen time.
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries.join(',') : undefined;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}
