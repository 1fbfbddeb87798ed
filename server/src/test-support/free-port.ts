import { once } from 'node:events';
import { createServer } from 'node:net';

/** A free loopback port, found by letting the kernel pick one: for a child process that must be told its port. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}
