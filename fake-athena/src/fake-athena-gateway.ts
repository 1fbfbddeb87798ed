import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GatewayRefusal } from './fake-athena-limits';

/** Sends a gateway refusal as is: its status, headers and non-JSON body. */
export function sendRefusal(reply: FastifyReply, refusal: GatewayRefusal): FastifyReply {
  return reply.code(refusal.status).headers(refusal.headers).type(refusal.type).send(refusal.body);
}

/**
 * An athena backend error as athena writes it (athena-api.md §3, §5): two blank lines before the JSON, and
 * `invalidfields: []` beside `missingfields` in a 400 for missing fields.
 */
export function sendAthenaError(reply: FastifyReply, status: number, body: object): FastifyReply {
  const shaped = 'missingfields' in body && !('invalidfields' in body) ? { invalidfields: [], ...body } : body;
  return reply
    .code(status)
    .type('application/json; charset=UTF-8')
    .send(`\n\n${JSON.stringify(shaped)}`);
}

/** athena's latency: every answer waits `delayMs` first (benchmarks; 0 or undefined adds nothing). */
export function useLatency(app: FastifyInstance, delayMs: number | undefined): void {
  if (!delayMs || delayMs <= 0) return;
  app.addHook('onRequest', (_req, _reply, done) => {
    setTimeout(done, delayMs);
  });
}
