import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP relay in front of the fake athena, on a port of its own: what the server under test calls athena. `stop()`
 * makes athena unreachable (connections refused) while the fake keeps its patients and tokens; `start()` brings it
 * back on the same port. `holdNextBooking()` keeps the next booking from athena until released, so a test can act
 * while a booking is in flight.
 */
export async function startAthenaRelay(target: string) {
  let hold: { arrived: () => void; released: Promise<void> } | undefined;
  const server = createServer((req, res) => void relay(req, res));
  await listen(0);
  const { port } = server.address() as AddressInfo;

  async function relay(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body: Buffer[] = [];
    for await (const chunk of req) body.push(chunk as Buffer);
    if (hold && req.method === 'PUT' && /\/appointments\/\d+$/.test(req.url ?? '')) {
      const { arrived, released } = hold;
      hold = undefined;
      arrived();
      await released;
    }
    const upstream = request(new URL(req.url ?? '/', target), {
      method: req.method,
      headers: { ...req.headers, host: new URL(target).host },
    });
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    upstream.end(Buffer.concat(body));
  }

  async function listen(at: number): Promise<void> {
    server.listen(at, '127.0.0.1');
    await once(server, 'listening');
  }

  return {
    url: `http://127.0.0.1:${port}`,
    start: () => listen(port),
    async stop(): Promise<void> {
      if (!server.listening) return;
      const closed = once(server, 'close');
      server.close();
      server.closeAllConnections();
      await closed;
    },
    /** Resolves `arrived` when the next booking reaches athena; it goes on to athena once `release()` is called. */
    holdNextBooking() {
      let release = () => {};
      const released = new Promise<void>((done) => (release = done));
      const arrived = new Promise<void>((done) => (hold = { arrived: done, released }));
      return { arrived, release };
    },
  };
}
