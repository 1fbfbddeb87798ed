import type { AthenaRelayTransport } from '@clinic/adapters';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type {} from '@fastify/rate-limit';
import type { IdempotencyStore } from './idempotency-store';
import { UPSTREAM_MESSAGE, browserAnswer, type BrowserAnswer } from './proxy-answer';
import { ReferenceCallCache, resolveProxyCall, type ProxyCall } from './proxy-request';
import { UpstreamUnavailable, callUpstream } from './upstream-call';

export interface AthenaProxyOptions {
  upstream: AthenaRelayTransport;
  upstreamTimeoutMs: number;
  idempotency: IdempotencyStore;
  rateLimit: { max: number; timeWindowMs: number };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The allowlisted athena call behind this request, once resolved. */
    proxyCall?: ProxyCall;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;
export const PROXY_MESSAGE = {
  badKey: 'The Idempotency-Key header must be 8 to 128 letters, digits or . _ : -',
  keyReused: 'This Idempotency-Key was already used for a different booking. Use a new key for a new booking.',
  postOnly: 'Send athena calls as POST { url, method, data } to this address.',
} as const;

/** POST /api/athena-proxy: the allowlisted, rebuilt, rate-limited path from the browser to athena. */
export const athenaProxyRoute: FastifyPluginAsync<AthenaProxyOptions> = async (app, options) => {
  const referenceCalls = new ReferenceCallCache();

  // Only patient search, registration, insurance and booking count, per client and per operation;
  // reference data (departments, providers, slots) is never limited.
  const limitSensitive = app.rateLimit({
    max: options.rateLimit.max,
    timeWindow: options.rateLimit.timeWindowMs,
    keyGenerator: (req) => `${req.ip}:${req.proxyCall?.operation.name ?? ''}`,
  });

  // One handler, no per-route hooks: every proxied call of every visitor passes here (server/bench/proxy.bench.ts).
  app.post('/api/athena-proxy', async (req, reply) => {
    const resolved = resolveProxyCall(req.body, referenceCalls);
    if ('refusal' in resolved) return reply.code(resolved.refusal.status).send({ error: resolved.refusal.error });
    const call = (req.proxyCall = resolved.call);
    if (call.operation.limited) await limitSensitive.call(app, req, reply);
    const key = req.headers['idempotency-key'];
    if (call.operation.name !== 'book' || key === undefined) return send(reply, forward(call));
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) return reply.code(400).send({ error: PROXY_MESSAGE.badKey });
    const outcome = options.idempotency.run(key, call.request, () => forward(call));
    if (outcome.kind === 'mismatch') return reply.code(422).send({ error: PROXY_MESSAGE.keyReused });
    if (outcome.kind === 'replay') reply.header('idempotent-replayed', 'true');
    return send(reply, outcome.answer);
  });

  app.route({
    method: ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/api/athena-proxy',
    handler: async (_req, reply) => reply.code(405).header('allow', 'POST').send({ error: PROXY_MESSAGE.postOnly }),
  });

  function forward(call: ProxyCall): Promise<BrowserAnswer> {
    return callUpstream(options.upstream, call.request, options.upstreamTimeoutMs).then((raw) => browserAnswer(call, raw));
  }
};

function send(reply: FastifyReply, answer: Promise<BrowserAnswer>): Promise<FastifyReply> {
  return answer.then(
    ({ status, json }) => reply.code(status).type(JSON_TYPE).send(json),
    (error: unknown) => {
      if (!(error instanceof UpstreamUnavailable)) throw error;
      return error.reason === 'timeout'
        ? reply.code(504).send({ error: UPSTREAM_MESSAGE.timeout })
        : reply.code(502).send({ error: UPSTREAM_MESSAGE.network });
    },
  );
}
