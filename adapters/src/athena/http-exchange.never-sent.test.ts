import { once } from 'node:events';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { fetchClient, neverSent } from './http-exchange';

const exchange = (port: number) => ({
  url: `http://127.0.0.1:${port}/v1/195900/appointments/1101`,
  method: 'PUT' as const,
  headers: {},
  body: 'patientid=5001',
  timeoutMs: 5000,
});

async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('whether a failed exchange never reached athena', () => {
  it('is certain when the connection was refused: nothing was sent', async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    server.close();
    await once(server, 'close');
    expect(neverSent(await failureOf(fetchClient()(exchange(port))))).toBe(true);
  });

  it('is not when the connection broke after the request was written: athena may have booked', async () => {
    const server = createServer((socket) => socket.once('data', () => socket.destroy())).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    try {
      const error = await failureOf(fetchClient()(exchange(port)));
      expect(error).toBeDefined();
      expect(neverSent(error)).toBe(false);
    } finally {
      server.close();
    }
  });
});
