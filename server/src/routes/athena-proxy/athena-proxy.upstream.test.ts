import { DirectTransport } from '@clinic/adapters';
import type { FastifyInstance } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { build, proxy } from '../../test-support/build-app';
import { pooledHttpClient } from '../../upstream/pooled-http-client';

let app: FastifyInstance;
let athena: Server;
let http: ReturnType<typeof pooledHttpClient>;
afterEach(async () => {
  await app.close();
  await http.close();
  athena.closeAllConnections();
  athena.close();
});

/** An athena that trickles its departments forever until told to be healthy again. */
async function tricklingAthena() {
  const state = { trickle: true };
  athena = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.url?.startsWith('/oauth2/')) return res.end('{"access_token":"t","expires_in":"3600"}');
    if (!state.trickle) return res.end('{"departments":[],"totalcount":0}');
    res.write('{"departments":[');
    const timer = setInterval(() => res.write(' '), 20);
    res.on('close', () => clearInterval(timer));
  });
  await new Promise<void>((resolve) => athena.listen(0, '127.0.0.1', resolve));
  return { state, url: `http://127.0.0.1:${(athena.address() as AddressInfo).port}` };
}

describe('the proxy against a trickling athena', () => {
  it('cuts each call at the route deadline and frees the pool, so the first call after athena recovers succeeds', async () => {
    const { state, url } = await tricklingAthena();
    http = pooledHttpClient({ connections: 2 });
    const upstream = new DirectTransport({ baseUrl: url, practiceId: '1', clientId: 'c', clientSecret: 's', http });
    ({ app } = await build({ upstream, upstreamTimeoutMs: 1000 }));
    const stuck = await Promise.all([1, 2, 3].map(() => app.inject(proxy('/departments'))));
    expect(stuck.map((r) => r.statusCode)).toEqual([504, 504, 504]);
    state.trickle = false;
    const recovered = await app.inject(proxy('/departments'));
    expect(recovered.statusCode).toBe(200);
  });
});
