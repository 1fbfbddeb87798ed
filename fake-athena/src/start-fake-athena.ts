import type { FastifyInstance } from 'fastify';
import { buildFakeAthena, type FakeAthenaOptions } from './fake-athena.app';

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

export interface RunningFakeAthena {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:3001 — the ATHENA_BASE_URL to use. */
  url: string;
  close(): Promise<void>;
}

/** Starts the fake athena on a loopback address only; port 0 picks a free one. */
export async function startFakeAthena(options: FakeAthenaOptions & { host?: string; port?: number }): Promise<RunningFakeAthena> {
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK.has(host)) throw new Error(`The fake athena listens on loopback only, not on ${host}.`);
  const app = await buildFakeAthena(options);
  await app.listen({ host, port: options.port ?? 3001 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const urlHost = host === '::1' ? '[::1]' : host;
  return { app, url: `http://${urlHost}:${port}`, close: () => app.close() };
}
