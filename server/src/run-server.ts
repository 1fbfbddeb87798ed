// The wiring both entries share (main.ts: production, demo.ts: demo): read the configuration for the entry's
// mode, build the app over the adapters the entry chose, listen, close cleanly on a signal.
import { AthenaWaitlist, DirectTransport } from '@clinic/adapters';
import { clinicModeOf, type ClinicMode } from '@clinic/adapters/clinic-mode';
import { OutboxMailer, SmtpMailer, outboxDir } from '@clinic/adapters/mail';
import type { Testimonial } from '@clinic/core';
import { resolve } from 'node:path';
import { buildApp, type AppOptions } from './app';
import type { ProxyDurations } from './routes/athena-proxy/proxy-durations';
import { shutDownGracefully } from './graceful-shutdown';
import type { ReadinessCheck } from './routes/health/health.route';
import { AthenaReachability } from './routes/health/athena-reachability';
import { invalidConfig, parseEnv, type ConfigResult, type ServerConfig } from './config/env';
import { openServerDatabase } from './database/open-server-database';
import { demoWaitlistKey } from './config/demo-waitlist-key';
import { isSiteBuilt } from './routes/site/site-files';
import { athenaThrottlingRetries, referenceCacheHits } from './metrics/metrics';
import { closeRedis, createRedisClient } from './shared-state/redis-client';
import { pooledHttpClient } from './upstream/pooled-http-client';
import { withDotEnv } from './config/dot-env';
import { processLog, type ProcessLog } from './plugins/logging';
import { failureCode } from './routes/health/failure-code';
import { checkAthenaAtStart, reportReady, startFailure } from './start-up-report';

/** What only the entry knows: where athena is and which adapters serve the other ports. */
export interface ServerWiring {
  athena: NonNullable<ServerConfig['athena']>;
  /** athena calls per second when ATHENA_MAX_RPS says nothing (the embedded fake's own limit); else by host. */
  defaultMaxRps?: number;
  /** Demo only: testimonials written into a database this start creates (production passes none). */
  demoSeed?: () => readonly Testimonial[];
  /** Where athena is, for the start-up event (and the demo's summary): its base URL, or the embedded fake. */
  athenaDescription: string;
  /** Closed after the app on shutdown (e.g. the embedded fake athena). */
  close?: () => Promise<void>;
  /** More /readyz checks the entry knows about (athena and the database are always checked). */
  readiness?: ReadinessCheck[];
}

/**
 * The demo's key for the hashed manage tables when SESSION_SECRET is unset: stable, so a patient who booked before
 * a restart can still be found. Not a secret (demo data is fake); production refuses to start without SESSION_SECRET.
 */
const DEMO_MANAGE_SECRET = 'demo-only-manage-key-not-a-secret-production-needs-SESSION_SECRET';

/** How long in-flight requests may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

const OTHER_ENTRY: Record<ClinicMode, string> = {
  demo: 'CLINIC_MODE=demo: server/dist/main.js is the production server and never runs the demo; run `npm start` (server/dist/demo.js).',
  production:
    'Production mode (CLINIC_MODE=production or NODE_ENV=production) is not served by the demo: build, then run `node server/dist/main.js` (or set CLINIC_MODE=demo).',
};

/** The configuration of an entry that runs one mode only (main.ts production, demo.ts demo), or what is wrong. */
export function configForEntry(entryMode: ClinicMode, env: Record<string, string | undefined>): ConfigResult {
  // The wrong entry for the mode is said first: the other mode's missing settings would only mislead.
  const mode = clinicModeOf(env, entryMode);
  return mode === entryMode ? parseEnv(env, { defaultMode: entryMode }) : invalidConfig([OTHER_ENTRY[mode]]);
}

/**
 * Production serves the built site or does not start: without it every page would answer 200 with the
 * instructions for developers (and `/readyz` would not know). The demo shows those instructions on purpose.
 */
export function missingSiteBuild(config: Pick<ServerConfig, 'mode' | 'webDist'>): string | undefined {
  if (config.mode !== 'production' || isSiteBuilt(config.webDist)) return undefined;
  return `WEB_DIST (${config.webDist}) holds no built site: run \`npm run build\` and deploy web/dist with the server.`;
}

/**
 * The configuration for an entry, from the environment over `.env`; logs one `config.invalid` event per problem
 * and exits when there is any.
 */
export function readConfig(entryMode: ClinicMode, log: ProcessLog = processLog()): ServerConfig {
  const { env, file } = withDotEnv(process.env);
  const parsed = configForEntry(entryMode, env);
  const errors = parsed.ok ? [missingSiteBuild(parsed.value)].filter((e) => e !== undefined) : parsed.errors;
  if (parsed.ok && errors.length === 0) return parsed.value;
  const source = file ? `the environment, then ${file}` : `the environment only (no .env in ${process.cwd()})`;
  for (const error of errors) log.event('error', 'config.invalid', { source }, `Configuration error: ${error} (read from ${source})`);
  process.exit(1);
}

/** The proxy's durations as buildApp takes them (only those a deployment changed reach here). */
function durationOptions(durations: ProxyDurations): Partial<AppOptions> {
  const { upstreamTimeoutMs, bookingDeadlineMs, bindingTtlMs, bookingKeyTtlMs } = durations;
  return { upstreamTimeoutMs, bookingDeadlineMs, bindingTtlMs, idempotency: { ttlMs: bookingKeyTtlMs } };
}

/** Builds the app from the configuration and the entry's adapters, listens, and stops on SIGINT/SIGTERM. */
export async function runServer(config: ServerConfig, wiring: ServerWiring, log: ProcessLog = processLog()): Promise<void> {
  log.event('info', 'server.starting', { mode: config.mode }, `Starting the ${config.mode} server`);
  const maxRps = config.athenaMaxRps ?? wiring.defaultMaxRps;
  const database = await openServerDatabase(config, wiring.demoSeed ? { demoSeed: wiring.demoSeed } : {});
  const http = pooledHttpClient();
  // /readyz asks whether athena answered lately, not whether a token is cached (athena-reachability.ts).
  const reachability = new AthenaReachability();
  const athena = new DirectTransport({
    ...wiring.athena,
    http: reachability.observe(http),
    ...(maxRps === undefined ? {} : { maxRps }),
    onThrottledRetry: () => athenaThrottlingRetries.inc(),
  });
  // Replicas share their state through Redis; the client reconnects on its own, and /readyz reports it meanwhile.
  const redis = config.redisUrl
    ? createRedisClient(config.redisUrl, {
        onStateChange: (state, reason) =>
          state === 'up'
            ? log.event('info', 'dependency.up', { dependency: 'redis' }, 'Redis up')
            : log.event('warn', 'dependency.down', { dependency: 'redis', reason }, `Redis down (${reason ?? 'unknown'})`),
      })
    : undefined;
  // Production mails over SMTP (parseEnv requires it); the demo writes each message to DATA_DIR/outbox. Either way
  // every message goes through the database's queue first (decision 89), so an outage delays it instead of losing it.
  const smtp = config.smtp ? new SmtpMailer(config.smtp) : undefined;
  const mailer = smtp ?? new OutboxMailer(outboxDir(config.dataDir));
  const manageSecret = config.sessionSecret ?? DEMO_MANAGE_SECRET;
  const app = await buildApp({
    upstream: athena,
    manage: {
      ...database.manage(manageSecret),
      mailer,
      queue: {
        queue: database.mailQueue(manageSecret, config.mailConfirmationsPerDay),
        drainMs: SHUTDOWN_GRACE_MS,
        worker: { firstRetryMs: config.mailFirstRetryMs },
      },
      siteOrigin: config.siteUrl,
    },
    waitlist: {
      // parseEnv requires WAITLIST_KEY in production; only the demo keeps a generated one under DATA_DIR.
      store: database.waitlist(config.waitlistKey ?? demoWaitlistKey(config.dataDir)),
      athena: new AthenaWaitlist(athena),
      settings: config.waitlist,
    },
    referenceCache: {
      ttlMs: config.referenceTtlMs,
      practice: `${wiring.athena.baseUrl} ${wiring.athena.practiceId}`,
      onHit: (resource) => referenceCacheHits.inc({ resource }),
    },
    // The availability index (#31) reads the athena this entry chose: the real one in production, nothing fake.
    availability: config.availabilityRefresh,
    ...(redis ? { redis } : {}),
    readiness: [
      { name: 'athena', check: () => reachability.check(athena) },
      { name: 'database', check: () => database.ping() },
      ...(wiring.readiness ?? []),
    ],
    ...(config.proxyDurations ? durationOptions(config.proxyDurations) : {}),
    ...(config.onlineBookingsPerPatient === undefined ? {} : { limits: { upcomingPerPatient: config.onlineBookingsPerPatient } }),
    metrics: config.metricsToken ? { token: config.metricsToken } : { open: config.mode === 'demo' },
    testimonials: database.testimonials,
    feedback: database.feedback,
    usageCounters: database.usageCounters,
    webDist: resolve(config.webDist),
    demo: config.mode === 'demo',
    siteLanguages: config.siteLanguages,
    log: { level: config.logLevel },
    ...(config.sessionSecret ? { sessionSecret: config.sessionSecret } : {}),
    ...(config.trustProxy !== undefined ? { trustProxy: config.trustProxy } : {}),
  });
  await app.listen({ host: config.host, port: config.port });

  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  reportReady(log, {
    mode: config.mode,
    url: `http://${shown}:${config.port}`,
    database: database.description,
    mail: smtp ? `SMTP (${URL.parse(config.smtp!.url)?.hostname ?? 'SMTP_URL'})` : `outbox ${outboxDir(config.dataDir)}`,
    athena: wiring.athenaDescription,
  });
  void checkAthenaAtStart(log, () => reachability.check(athena), wiring.athena.baseUrl);

  // SIGTERM (a rolling deploy, a scale-down): stop accepting, let in-flight requests finish (bounded), then close
  // Redis and the connection pools. Meanwhile /readyz answers 503, so the balancer stops sending traffic here.
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await shutDownGracefully(app, {
      graceMs: SHUTDOWN_GRACE_MS,
      resources: [
        ...(redis ? [() => closeRedis(redis)] : []),
        () => http.close(),
        ...(smtp ? [async () => smtp.close()] : []),
        ...(wiring.close ? [wiring.close] : []),
        () => database.close(),
      ],
      onCut: () =>
        log.event(
          'warn',
          'server.shutdown_cut',
          { graceMs: SHUTDOWN_GRACE_MS },
          `Requests still running after ${SHUTDOWN_GRACE_MS / 1000} s: closing their connections`,
        ),
    });
    log.event('info', 'server.stopped', {}, 'Stopped');
    process.exit(0);
  };
  // A close that fails still ends the process, with one line instead of an unhandled rejection's stack trace.
  const onSignal = (signal: NodeJS.Signals) => {
    if (!closing) log.event('info', 'server.stopping', { signal }, `${signal}: finishing requests, then stopping`);
    stop().catch((error: unknown) => {
      log.event('error', 'server.stop_failed', { reason: failureCode(error) }, 'Shutdown failed');
      process.exit(1);
    });
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/** Runs an entry; a start-up failure is one `server.start_failed` event and exit code 1, never a stack trace. */
export function runEntry(start: () => Promise<void>, portHint: string, log: ProcessLog = processLog()): void {
  start().catch((error: unknown) => {
    log.event(
      'error',
      'server.start_failed',
      { reason: failureCode(error) },
      `Could not start the server: ${startFailure(error, portHint)}`,
    );
    process.exit(1);
  });
}
