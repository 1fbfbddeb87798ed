import type { FastifyInstance } from 'fastify';

export interface GracefulShutdownOptions {
  /** How long in-flight requests may run on after the stop before their connections are cut (10 s). */
  graceMs: number;
  /** Closed in order once the app is: Redis, connection pools, an embedded fake athena. */
  resources: (() => Promise<void>)[];
  /** Told when the grace period ran out with requests still running. */
  onCut?: () => void;
}

/**
 * Stops a server the way a rolling deploy needs: no new connections (and 503 on kept-alive ones, so /readyz
 * fails and the balancer moves on), in-flight requests finish, then the resources close. Requests that outlast
 * the grace period have their connections cut, so a hung athena call cannot hold a deploy up.
 */
export async function shutDownGracefully(app: FastifyInstance, options: GracefulShutdownOptions): Promise<void> {
  const cut = setTimeout(() => {
    options.onCut?.();
    app.server.closeAllConnections();
  }, options.graceMs);
  cut.unref();
  // A kept-alive connection whose request just finished would hold the close until the cut: each is closed as
  // soon as it falls idle.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  sweep.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
    clearInterval(sweep);
  }
  for (const close of options.resources) await close();
}
