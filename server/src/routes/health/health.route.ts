import type { FastifyPluginAsync } from 'fastify';

/** GET /healthz: the process is up and serving. */
export const healthRoute: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));
};
