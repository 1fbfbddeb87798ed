import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { envSchema, parseEnv, PRODUCTION_KEYS } from './env';

const athena = {
  ATHENA_BASE_URL: 'https://api.preview.platform.athenahealth.com',
  ATHENA_PRACTICE_ID: '195900',
  ATHENA_CLIENT_ID: 'client',
  ATHENA_CLIENT_SECRET: 'secret',
  SESSION_SECRET: 'a-fixed-session-secret-of-32-chars!',
  WAITLIST_KEY: 'a-fixed-waitlist-key-of-32-chars!!',
};

/** Every setting production refuses to start without. */
const production = {
  ...athena,
  DATABASE_URL: 'postgresql://clinic@db.internal:5432/clinic',
  SMTP_URL: 'smtps://clinic:pw@smtp.example.org:465',
  MAIL_FROM: 'Clinic <appointments@example.org>',
  SITE_URL: 'https://www.example.org/',
};

describe('server configuration', () => {
  it('defaults to port 3000 on localhost with the fake athena on 3001', () => {
    expect(parseEnv({})).toEqual({
      ok: true,
      value: {
        mode: 'demo',
        port: 3000,
        host: 'localhost',
        fakeAthenaPort: 3001,
        dataDir: './data',
        webDist: 'web/dist',
        logLevel: 'info',
        referenceTtlMs: 600_000,
        availabilityRefresh: { nearRefreshMs: 30_000, farRefreshMs: 300_000 },
        mailConfirmationsPerDay: 10,
        mailFirstRetryMs: 15_000,
        siteUrl: 'http://localhost:3000',
        waitlist: {},
        siteLanguages: ['en', 'es', 'hy'],
      },
    });
  });

  it('uses the real athena when all four variables are set', () => {
    const result = parseEnv({ ...athena, PORT: '8080' });
    expect(result).toMatchObject({ ok: true, value: { port: 8080, athena: { baseUrl: athena.ATHENA_BASE_URL, practiceId: '195900' } } });
  });

  it('refuses a real athena without a fixed SESSION_SECRET, which signs the patient binding', () => {
    const { SESSION_SECRET: _secret, ...withoutSecret } = athena;
    expect(parseEnv(withoutSecret)).toEqual({
      ok: false,
      code: 'INVALID_CONFIG',
      errors: ['SESSION_SECRET is missing: a real athena needs a fixed secret of at least 32 characters (e.g. openssl rand -base64 32).'],
    });
    expect(parseEnv({ ...athena, SESSION_SECRET: 'short' })).toEqual({
      ok: false,
      code: 'INVALID_CONFIG',
      errors: ['SESSION_SECRET must be at least 32 characters (e.g. openssl rand -base64 32).'],
    });
  });

  it('reads TRUST_PROXY as true or as a list of proxy addresses', () => {
    expect(parseEnv({ TRUST_PROXY: 'true' })).toMatchObject({ ok: true, value: { trustProxy: true } });
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' })).toMatchObject({ ok: true, value: { trustProxy: '10.0.0.0/8,127.0.0.1' } });
    // A hop count stays a number: as a string Fastify would read it as an address and refuse to start.
    expect(parseEnv({ TRUST_PROXY: '2' })).toMatchObject({ ok: true, value: { trustProxy: 2 } });
    expect(parseEnv({ TRUST_PROXY: 'True' })).toMatchObject({ ok: true, value: { trustProxy: true } });
    expect(parseEnv({ TRUST_PROXY: 'loopback, fd00::/8' })).toMatchObject({ ok: true, value: { trustProxy: 'loopback,fd00::/8' } });
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0.300', 'proxy.internal', '10.0.0.0/8/1'])(
    'refuses TRUST_PROXY=%s as a configuration error, not a failure to listen, without repeating it',
    (value) => {
      const result = parseEnv({ TRUST_PROXY: value });
      expect(result).toMatchObject({ ok: false, errors: [expect.stringMatching(/^TRUST_PROXY must be true, false/)] });
      expect(JSON.stringify(result)).not.toContain(value);
    },
  );

  it('reads REDIS_URL and METRICS_TOKEN, and refuses bad ones without repeating them', () => {
    expect(parseEnv({ REDIS_URL: 'redis://cache.internal:6379', METRICS_TOKEN: 'a-metrics-token-of-24-chars' })).toMatchObject({
      ok: true,
      value: { redisUrl: 'redis://cache.internal:6379', metricsToken: 'a-metrics-token-of-24-chars' },
    });
    expect(parseEnv({ REDIS_URL: 'http://user:hunter2@cache.internal' })).toEqual({
      ok: false,
      code: 'INVALID_CONFIG',
      errors: ['REDIS_URL must be a redis:// or rediss:// URL such as redis://cache.internal:6379.'],
    });
    expect(parseEnv({ METRICS_TOKEN: 'short' })).toEqual({
      ok: false,
      code: 'INVALID_CONFIG',
      errors: ['METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 24).'],
    });
  });

  it('names each missing athena variable when only some are set', () => {
    expect(parseEnv({ ATHENA_BASE_URL: athena.ATHENA_BASE_URL, ATHENA_CLIENT_ID: 'client' })).toEqual({
      ok: false,
      code: 'INVALID_CONFIG',
      errors: [
        'ATHENA_PRACTICE_ID is missing: set all four ATHENA_* variables, or none to use the fake athena.',
        'ATHENA_CLIENT_SECRET is missing: set all four ATHENA_* variables, or none to use the fake athena.',
      ],
    });
  });

  it('gives one clear message per bad variable', () => {
    const result = parseEnv({ PORT: 'eighty', ...athena, ATHENA_BASE_URL: 'ftp://x', ATHENA_PRACTICE_ID: 'abc', LOG_LEVEL: 'loud' });
    expect(result).toEqual({
      ok: false,
      code: 'INVALID_CONFIG',
      errors: [
        'PORT must be a port number (1-65535).',
        'ATHENA_BASE_URL must be an http(s) URL such as https://api.preview.platform.athenahealth.com.',
        'ATHENA_PRACTICE_ID must be digits, e.g. 195900.',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent.',
      ],
    });
  });

  it('takes DATABASE_URL and DATA_DIR in demo mode too (an own database instead of the embedded one)', () => {
    const result = parseEnv({ DATABASE_URL: 'postgres://clinic:pw@127.0.0.1:5432/clinic', DATA_DIR: '/var/lib/clinic' });
    expect(result).toMatchObject({
      ok: true,
      value: { mode: 'demo', databaseUrl: 'postgres://clinic:pw@127.0.0.1:5432/clinic', dataDir: '/var/lib/clinic' },
    });
  });

  it('refuses a DATABASE_URL that is not PostgreSQL, without repeating it (it may carry a password)', () => {
    expect(parseEnv({ DATABASE_URL: 'mysql://root:hunter2@db/clinic' })).toEqual({
      ok: false,
      code: 'INVALID_CONFIG',
      errors: ['DATABASE_URL must be a PostgreSQL URL such as postgres://clinic:secret@db.example.com:5432/clinic.'],
    });
  });

  it('reads ONLINE_BOOKINGS_PER_PATIENT, the per-patient limit a front desk may raise (0 turns it off)', () => {
    expect(parseEnv({ ONLINE_BOOKINGS_PER_PATIENT: '4' })).toMatchObject({ ok: true, value: { onlineBookingsPerPatient: 4 } });
    expect(parseEnv({ ONLINE_BOOKINGS_PER_PATIENT: '0' })).toMatchObject({ ok: true, value: { onlineBookingsPerPatient: 0 } });
    expect(parseEnv({ ONLINE_BOOKINGS_PER_PATIENT: 'lots' })).toEqual({
      ok: false,
      code: 'INVALID_CONFIG',
      errors: ['ONLINE_BOOKINGS_PER_PATIENT must be a whole number (0 turns the check off).'],
    });
  });

  it("reads MAIL_FIRST_RETRY, the wait before a refused e-mail's first retry, within 1 s and 1 h", () => {
    expect(parseEnv({ MAIL_FIRST_RETRY: '1' })).toMatchObject({ ok: true, value: { mailFirstRetryMs: 1000 } });
    expect(parseEnv({ MAIL_FIRST_RETRY: '0' })).toMatchObject({ ok: false, errors: ['MAIL_FIRST_RETRY must be at least 1 seconds.'] });
    expect(parseEnv({ MAIL_FIRST_RETRY: '3601' })).toMatchObject({ ok: false, errors: ['MAIL_FIRST_RETRY must be at most 3600 seconds.'] });
  });

  it('reads MAIL_CONFIRMATIONS_PER_DAY, the daily cap of confirmations to one address, refusing 0 and nonsense', () => {
    expect(parseEnv({ MAIL_CONFIRMATIONS_PER_DAY: '3' })).toMatchObject({ ok: true, value: { mailConfirmationsPerDay: 3 } });
    for (const bad of ['0', 'many']) {
      expect(parseEnv({ MAIL_CONFIRMATIONS_PER_DAY: bad })).toEqual({
        ok: false,
        code: 'INVALID_CONFIG',
        errors: ['MAIL_CONFIRMATIONS_PER_DAY must be a whole number of 1 or more.'],
      });
    }
  });

  it('reads the availability index’s refresh intervals, refusing any that would break its freshness promise', () => {
    expect(parseEnv({ AVAILABILITY_NEAR_REFRESH_MS: '20000', AVAILABILITY_FAR_REFRESH_MS: '120000' })).toMatchObject({
      ok: true,
      value: { availabilityRefresh: { nearRefreshMs: 20_000, farRefreshMs: 120_000 } },
    });
    expect(parseEnv({ AVAILABILITY_NEAR_REFRESH_MS: '60000', AVAILABILITY_FAR_REFRESH_MS: '600000' })).toEqual({
      ok: false,
      code: 'INVALID_CONFIG',
      errors: [
        'AVAILABILITY_NEAR_REFRESH_MS must be at most 45000: the next 14 days are never older than 60 s.',
        'AVAILABILITY_FAR_REFRESH_MS must be at most 480000: later days are never older than 10 minutes.',
      ],
    });
  });

  it('reads ATHENA_MAX_RPS and ATHENA_REFERENCE_TTL (seconds), refusing nonsense', () => {
    expect(parseEnv({ ATHENA_MAX_RPS: '12.5', ATHENA_REFERENCE_TTL: '30' })).toMatchObject({
      ok: true,
      value: { athenaMaxRps: 12.5, referenceTtlMs: 30_000 },
    });
    expect(parseEnv({ ATHENA_REFERENCE_TTL: '0' })).toMatchObject({ ok: true, value: { referenceTtlMs: 0 } });
    expect(parseEnv({ ATHENA_MAX_RPS: '0', ATHENA_REFERENCE_TTL: '-1' })).toEqual({
      ok: false,
      code: 'INVALID_CONFIG',
      errors: ['ATHENA_MAX_RPS must be above 0.', 'ATHENA_REFERENCE_TTL must be 0 or more seconds.'],
    });
  });
});

describe('demo and production modes', () => {
  it('is demo unless something says production', () => {
    expect(parseEnv({ NODE_ENV: 'development' })).toMatchObject({ ok: true, value: { mode: 'demo' } });
  });

  it('is production with CLINIC_MODE=production or NODE_ENV=production', () => {
    expect(parseEnv({ ...production, CLINIC_MODE: 'production' })).toMatchObject({
      ok: true,
      value: { mode: 'production', databaseUrl: production.DATABASE_URL },
    });
    expect(parseEnv({ ...production, NODE_ENV: 'production' })).toMatchObject({
      ok: true,
      value: { mode: 'production', athena: { practiceId: '195900' } },
    });
  });

  it('refuses plain http to athena or for e-mail links in production, except on this machine', () => {
    const plain = {
      ...production,
      CLINIC_MODE: 'production',
      ATHENA_BASE_URL: 'http://api.platform.athenahealth.com',
      SITE_URL: 'http://www.example.org',
    };
    expect(parseEnv(plain)).toEqual({
      ok: false,
      code: 'INVALID_CONFIG',
      errors: [
        "ATHENA_BASE_URL must be an https:// address in production: the practice's client secret and patients' details travel to it (http only on a loopback address).",
        "SITE_URL must be an https:// address in production: the links in patients' e-mails open it (http only on a loopback address).",
      ],
    });
    const local = { ...plain, ATHENA_BASE_URL: 'http://127.0.0.1:3001', SITE_URL: 'http://localhost:3000' };
    expect(parseEnv(local)).toMatchObject({ ok: true, value: { mode: 'production' } });
    // The demo may point at an athena sandbox or the fake over http.
    expect(parseEnv({ ...plain, CLINIC_MODE: 'demo' })).toMatchObject({ ok: true, value: { mode: 'demo' } });
  });

  it('lets an explicit CLINIC_MODE=demo win over NODE_ENV=production', () => {
    expect(parseEnv({ NODE_ENV: 'production', CLINIC_MODE: 'demo' })).toMatchObject({ ok: true, value: { mode: 'demo' } });
  });

  it("uses the entry's default mode when nothing is said, and CLINIC_MODE over it", () => {
    expect(parseEnv(production, { defaultMode: 'production' })).toMatchObject({ ok: true, value: { mode: 'production' } });
    expect(parseEnv({ CLINIC_MODE: 'demo' }, { defaultMode: 'production' })).toMatchObject({ ok: true, value: { mode: 'demo' } });
  });

  it('refuses an unknown CLINIC_MODE', () => {
    expect(parseEnv({ CLINIC_MODE: 'staging' })).toEqual({
      ok: false,
      code: 'INVALID_CONFIG',
      errors: ['CLINIC_MODE must be demo or production.'],
    });
  });

  const messages = {
    ATHENA_BASE_URL: 'ATHENA_BASE_URL is missing: production mode needs the real athena API, e.g. https://api.platform.athenahealth.com.',
    ATHENA_PRACTICE_ID: "ATHENA_PRACTICE_ID is missing: production mode needs the clinic's athena practice id.",
    ATHENA_CLIENT_ID: "ATHENA_CLIENT_ID is missing: production mode needs the athena app's client id.",
    ATHENA_CLIENT_SECRET: "ATHENA_CLIENT_SECRET is missing: production mode needs the athena app's client secret.",
    DATABASE_URL: 'DATABASE_URL is missing: production mode needs the PostgreSQL database, e.g. postgres://clinic@db.internal:5432/clinic.',
    SESSION_SECRET:
      'SESSION_SECRET is missing: production mode needs a fixed secret of at least 32 characters that signs the booking session (e.g. openssl rand -base64 32).',
    WAITLIST_KEY:
      "WAITLIST_KEY is missing: production mode needs a fixed key of at least 32 characters that seals waitlisted patients' e-mails (e.g. openssl rand -base64 32).",
    SMTP_URL:
      'SMTP_URL is missing: production mode needs the SMTP server that sends verification codes and confirmations, e.g. smtps://user:password@smtp.example.org:465.',
    MAIL_FROM:
      'MAIL_FROM is missing: production mode needs the sender of those e-mails, e.g. "Foothill Primary Care <appointments@example.org>".',
    SITE_URL: "SITE_URL is missing: production mode needs the site's public address for links in e-mails, e.g. https://www.example.org.",
  };

  it.each(Object.entries(messages))('refuses to start in production without %s, with one line for it', (key, message) => {
    expect(parseEnv({ ...production, [key]: undefined, CLINIC_MODE: 'production' })).toEqual({
      ok: false,
      code: 'INVALID_CONFIG',
      errors: [message],
    });
  });

  it('lists every missing setting, one line each, when production has none of them', () => {
    expect(parseEnv({ NODE_ENV: 'production' })).toEqual({ ok: false, code: 'INVALID_CONFIG', errors: Object.values(messages) });
  });

  it('reads the mail settings, and never repeats an SMTP URL (it carries a password) in its message', () => {
    expect(parseEnv({ ...production, CLINIC_MODE: 'production' })).toMatchObject({
      ok: true,
      value: { smtp: { url: production.SMTP_URL, from: production.MAIL_FROM }, siteUrl: 'https://www.example.org' },
    });
    const bad = parseEnv({ SMTP_URL: 'http://user:hunter2@mail', MAIL_FROM: 'a@b.c' });
    expect(bad).toEqual({ ok: false, code: 'INVALID_CONFIG', errors: [expect.stringMatching(/^SMTP_URL must be an smtp/)] });
    expect(JSON.stringify(bad)).not.toContain('hunter2');
    expect(parseEnv({ SMTP_URL: 'smtp://mail:25' })).toEqual({
      ok: false,
      code: 'INVALID_CONFIG',
      errors: ['MAIL_FROM is missing: SMTP_URL needs a sender address too.'],
    });
  });

  it('lets the demo write mail to the outbox and link to localhost when nothing is set', () => {
    const demo = parseEnv({ PORT: '4000' });
    expect(demo).toMatchObject({ ok: true, value: { siteUrl: 'http://localhost:4000' } });
    expect((demo as { value: object }).value).not.toHaveProperty('smtp');
  });

  it('counts an empty setting as missing in production', () => {
    expect(parseEnv({ ...production, DATABASE_URL: '  ', CLINIC_MODE: 'production' })).toEqual({
      ok: false,
      code: 'INVALID_CONFIG',
      errors: [messages.DATABASE_URL],
    });
  });
});

describe("the booking proxy's durations", () => {
  it('keeps today\u2019s values unless a deployment sets them, in seconds', () => {
    expect(parseEnv({})).not.toHaveProperty('value.proxyDurations');
    expect(parseEnv({ BOOKING_DEADLINE: '45' })).toMatchObject({
      ok: true,
      value: {
        proxyDurations: { upstreamTimeoutMs: 10_000, bookingDeadlineMs: 45_000, bookingKeyTtlMs: 86_400_000, bindingTtlMs: 1_800_000 },
      },
    });
    expect(parseEnv({ BOOKING_KEY_TTL: '3600', BOOKING_SESSION_TTL: '600' })).toMatchObject({
      value: { proxyDurations: { bookingKeyTtlMs: 3_600_000, bindingTtlMs: 600_000 } },
    });
  });

  it('refuses a call timeout the browser would not wait for, and a booking deadline shorter than it', () => {
    expect(parseEnv({ ATHENA_CALL_TIMEOUT: '30' })).toEqual({
      ok: false,
      code: 'INVALID_CONFIG',
      errors: ['ATHENA_CALL_TIMEOUT must be at most 24 seconds.'],
    });
    expect(parseEnv({ ATHENA_CALL_TIMEOUT: '20', BOOKING_DEADLINE: '15' })).toEqual({
      ok: false,
      code: 'INVALID_CONFIG',
      errors: ['BOOKING_DEADLINE must be at least ATHENA_CALL_TIMEOUT: a booking may take longer than the browser waits.'],
    });
    expect(parseEnv({ BOOKING_KEY_TTL: 'a day' })).toMatchObject({
      ok: false,
      errors: ['BOOKING_KEY_TTL must be a whole number of seconds.'],
    });
  });
});

describe('.env.example', () => {
  it('documents every variable the server reads, once each', () => {
    const example = readFileSync(fileURLToPath(new URL('../../../.env.example', import.meta.url)), 'utf8');
    const listed = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    // NODE_ENV belongs to the host, not to this file.
    const read = Object.keys(envSchema.shape).filter((name) => name !== 'NODE_ENV');
    expect([...listed].sort()).toEqual([...read].sort());
  });
});

describe('compose.yaml', () => {
  it('gives its replicas every setting production refuses to start without', () => {
    const compose = readFileSync(fileURLToPath(new URL('../../../compose.yaml', import.meta.url)), 'utf8');
    const replica = compose.slice(compose.indexOf('x-replica:'), compose.indexOf('services:'));
    const given = [...replica.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]);
    expect(PRODUCTION_KEYS.filter((key) => !given.includes(key))).toEqual([]);
  });
});

describe('SITE_LANGUAGES', () => {
  const PRODUCTION_ENV = { ...production, CLINIC_MODE: 'production' };
  const configOf = (env: Record<string, string>) => {
    const result = parseEnv(env);
    if (!result.ok) throw new Error(result.errors.join('; '));
    return result.value;
  };

  it('serves all three languages in the demo and only English in production unless told', () => {
    expect(configOf({}).siteLanguages).toEqual(['en', 'es', 'hy']);
    expect(configOf(PRODUCTION_ENV).siteLanguages).toEqual(['en']);
    expect(configOf({ ...PRODUCTION_ENV, SITE_LANGUAGES: 'en, ES' }).siteLanguages).toEqual(['en', 'es']);
  });

  it('refuses an unknown language and a list without English, the unprefixed default', () => {
    expect(parseEnv({ SITE_LANGUAGES: 'en,fr' })).toMatchObject({
      ok: false,
      errors: ['SITE_LANGUAGES lists languages among en, es, hy, e.g. en,es.'],
    });
    expect(parseEnv({ SITE_LANGUAGES: 'es,hy' })).toMatchObject({
      ok: false,
      errors: ['SITE_LANGUAGES must include en: English is the default language, at the unprefixed addresses.'],
    });
  });
});
