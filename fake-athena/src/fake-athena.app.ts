import { waitlistRoutes } from './routes/waitlist.routes';
import { FAKE_ATHENA_HEADER } from '@clinic/core';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { FixtureRequestError, type FixtureStore } from '@clinic/fixtures';
import { AthenaHttpError, athenaError } from './athena-errors';
import { AthenaParams } from './athena-params';
import type { AthenaRoute, FakeAthenaContext } from './athena-route';
import { FAKE_ATHENA_CREDENTIALS, FakeAthenaTokens } from './fake-athena-auth';
import { sendAthenaError, sendRefusal, useLatency } from './fake-athena-gateway';
import { FakeAthenaLimits, type FakeAthenaLimitOptions } from './fake-athena-limits';
import { appointmentRoutes, SLOT_PAGE_SIZE } from './routes/appointments.routes';
import { patientRoutes } from './routes/patients.routes';
import { patientUpdateRoutes } from './routes/patient-update.routes';
import { referenceRoutes } from './routes/reference.routes';

export interface FakeAthenaOptions {
  store: FixtureStore;
  practiceId?: string;
  clientId?: string;
  clientSecret?: string;
  practiceName?: string;
  /** Milliseconds since the epoch; lets tests expire tokens. */
  now?: () => number;
  /** Token and per-second limits (athena's preview by default; see fake-athena-limits.ts). */
  limits?: FakeAthenaLimitOptions;
  /** Milliseconds every answer waits, as athena's hundreds of milliseconds (bench:dialog). */
  delayMs?: number;
  /** Page size of appointments/open and /booked when the caller sends no limit: athena's 1,000 unless a test needs more pages. */
  slotPageSize?: number;
}

/** A Fastify app speaking athena's HTTP API over a FixtureStore (athena-api.md §8). */
export async function buildFakeAthena(options: FakeAthenaOptions): Promise<FastifyInstance> {
  const ctx: FakeAthenaContext = {
    store: options.store,
    practiceId: options.practiceId ?? FAKE_ATHENA_CREDENTIALS.practiceId,
    practiceName: options.practiceName ?? 'Foothill Primary Care',
    now: options.now ?? Date.now,
    slotPageSize: options.slotPageSize ?? SLOT_PAGE_SIZE,
  };
  const limits = new FakeAthenaLimits(options.limits ?? {}, ctx.now);
  const tokens = new FakeAthenaTokens(
    {
      clientId: options.clientId ?? FAKE_ATHENA_CREDENTIALS.clientId,
      clientSecret: options.clientSecret ?? FAKE_ATHENA_CREDENTIALS.clientSecret,
    },
    options.now,
  );
  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  // athena's writes are form-encoded; keep the raw text so repeated keys and key case survive.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  useLatency(app, options.delayMs);

  app.post('/oauth2/v1/token', async (req, reply) => {
    if (!tokens.validClient(req.headers.authorization)) return reply.code(401).send({ error: 'invalid_client' });
    const params = new AthenaParams(typeof req.body === 'string' ? req.body : undefined, queryOf(req.url));
    if (params.get('grant_type') !== 'client_credentials') return reply.code(400).send({ error: 'unsupported_grant_type' });
    const grant = limits.token();
    if (!grant.granted) return sendRefusal(reply, grant.refusal);
    return reply.headers(grant.headers).send(tokens.issue());
  });

  // Set before the /v1 plugin registers: Fastify plugins inherit the handlers present at that moment.
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(athenaError.unknownPath));
  app.setErrorHandler((error, _req, reply) => {
    if (error instanceof AthenaHttpError || error instanceof FixtureRequestError) {
      return sendAthenaError(reply, error.status, error.body);
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply.code(status).send({ error: status < 500 ? 'The data provided is invalid.' : 'Internal Server Error' });
  });
  await app.register(
    async (v1) => {
      v1.addHook('onRequest', async (req, reply) => {
        // Gateway answers: no JSON body (athena-api.md §5).
        if (!tokens.validBearer(req.headers.authorization)) return reply.code(401).type('text/plain').send('Unauthorized');
        if ((req.params as { practiceid?: string }).practiceid !== ctx.practiceId) {
          return reply.code(403).send(athenaError.noContext);
        }
        const refusal = limits.call();
        if (refusal) return sendRefusal(reply, refusal);
      });
      const routes = [
        ...referenceRoutes(ctx),
        ...appointmentRoutes(ctx),
        ...patientRoutes(ctx),
        ...patientUpdateRoutes(ctx),
        ...waitlistRoutes(ctx),
      ];
      for (const route of routes) v1.route({ method: route.method, url: route.path, handler: handlerFor(route) });
    },
    { prefix: '/v1/:practiceid' },
  );

  return app;
}

function handlerFor(route: AthenaRoute) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const { practiceid: _practiceId, ...ids } = req.params as Record<string, string>;
    const body = route.handle({
      params: new AthenaParams(queryOf(req.url), typeof req.body === 'string' ? req.body : undefined),
      ids,
      selfPath: req.url.split('?')[0]!,
    });
    // Says its data is the demo's, so the CLI pointed here prints the demo notice.
    return reply.code(200).header(FAKE_ATHENA_HEADER, 'demo').send(body);
  };
}

function queryOf(url: string): string | undefined {
  const at = url.indexOf('?');
  return at === -1 ? undefined : url.slice(at + 1);
}
