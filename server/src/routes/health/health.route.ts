import type { FastifyPluginAsync } from 'fastify';
import { failureCode } from './failure-code';

/** One dependency /readyz asks about: athena's token, the database, Redis. Throws when it is not usable. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

export interface HealthOptions {
  checks: ReadinessCheck[];
  /** How long one check may take before it counts as failed (2 s): a hung dependency still gets an answer. */
  checkTimeoutMs?: number;
}

/**
 * GET /healthz: the process is up (restart it if not). GET /readyz: it can serve bookings now (send it
 * traffic if so): every check passes; otherwise 503 naming which dependency failed, never why in detail
 * (an error text may carry a connection string).
 */
export const healthRoute: FastifyPluginAsync<HealthOptions> = async (app, options) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  // A balancer asks every few seconds: a dependency's outage is logged when it starts and when it ends, not per probe.
  const down = new Set<string>();
  app.get('/readyz', async (req, reply) => {
    const timeoutMs = options.checkTimeoutMs ?? 2000;
    const results = await Promise.all(
      options.checks.map(async ({ name, check }) => {
        const ok = await withTimeout(check(), timeoutMs).then(
          () => true,
          (error: unknown) => {
            if (!down.has(name)) req.log.warn({ event: 'dependency.down', dependency: name, reason: failureCode(error) }, `${name} down`);
            down.add(name);
            return false;
          },
        );
        if (ok && down.delete(name)) req.log.info({ event: 'dependency.up', dependency: name }, `${name} up`);
        return [name, ok ? 'ok' : 'unavailable'] as const;
      }),
    );
    const ready = results.every(([, state]) => state === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(results) });
  });
};

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}
