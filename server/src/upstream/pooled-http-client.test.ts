import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pooledHttpClient } from './pooled-http-client';

let server: Server;
let base: string;
const seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url === '/silent') return; // never answers
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'application/json' });
      res.end(req.url === '/missing' ? '\n\n{"error":"Not found"}' : '{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('pooledHttpClient', () => {
  it('sends the method, headers and body, and reads the status and text as they came', async () => {
    const http = pooledHttpClient();
    const answer = await http({
      url: `${base}/v1/195900/patients?x=1`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: 'Bearer t' },
      body: 'firstname=A',
      timeoutMs: 1000,
    });
    expect(answer).toEqual({ status: 200, text: '{"ok":true}' });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/v1/195900/patients?x=1',
      body: 'firstname=A',
      headers: { authorization: 'Bearer t' },
    });
    expect((await http({ url: `${base}/missing`, method: 'GET', headers: {}, timeoutMs: 1000 })).text).toBe('\n\n{"error":"Not found"}');
    await http.close();
  });

  it('reuses kept-alive connections instead of opening one per call', async () => {
    const http = pooledHttpClient();
    let connections = 0;
    const count = () => connections++;
    server.on('connection', count);
    for (let i = 0; i < 20; i++) await http({ url: `${base}/ping`, method: 'GET', headers: {}, timeoutMs: 1000 });
    server.off('connection', count);
    // undici may open a second socket while the first is being released; never one per call.
    expect(connections).toBeLessThanOrEqual(2);
    await http.close();
  });

  it("keeps each origin on its own pool, even when one origin is a prefix of the other's text", async () => {
    const other = createServer((_req, res) => res.end('"other"'));
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    const http = pooledHttpClient();
    const call = async (origin: string) => (await http({ url: `${origin}/ping`, method: 'GET', headers: {}, timeoutMs: 1000 })).text;
    expect([await call(base), await call(otherBase), await call(base)]).toEqual(['{"ok":true}', '"other"', '{"ok":true}']);
    // "http://127.0.0.1:3001" must not catch "http://127.0.0.1:30011/…" (closed or invalid: a network error).
    await expect(http({ url: `${base}1/ping`, method: 'GET', headers: {}, timeoutMs: 1000 })).rejects.toMatchObject({ code: 'NETWORK' });
    await http.close();
    other.close();
  });

  it('throws TIMEOUT when athena does not answer in time', async () => {
    const http = pooledHttpClient();
    await expect(http({ url: `${base}/silent`, method: 'GET', headers: {}, timeoutMs: 50 })).rejects.toMatchObject({ code: 'TIMEOUT' });
    await http.close();
  });

  it('throws NETWORK when athena cannot be reached', async () => {
    const http = pooledHttpClient();
    await expect(http({ url: 'http://127.0.0.1:9/v1/1/departments', method: 'GET', headers: {}, timeoutMs: 1000 })).rejects.toMatchObject({
      code: 'NETWORK',
    });
    await http.close();
  });
});

describe('pooledHttpClient against a hostile upstream', () => {
  let hostile: Server;
  let origin: string;
  beforeAll(async () => {
    hostile = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url === '/ping') return res.end('{"ok":true}');
      if (req.url === '/huge') {
        const block = Buffer.alloc(64 * 1024, 0x20);
        const pump = () => {
          while (res.write(block)) if (res.destroyed) return;
          if (!res.destroyed) res.once('drain', pump);
        };
        return pump();
      }
      // /trickle: a byte now and then, forever, so no idle timeout ever fires.
      res.write('[');
      const timer = setInterval(() => res.write(' '), 20);
      res.on('close', () => clearInterval(timer));
    });
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    hostile.closeAllConnections();
    hostile.close();
  });

  it('cuts a trickling answer at its total deadline and frees the socket at once', async () => {
    const http = pooledHttpClient({ connections: 2 });
    const trickles = [1, 2].map(() => http({ url: `${origin}/trickle`, method: 'GET', headers: {}, timeoutMs: 150 }));
    for (const trickle of trickles) await expect(trickle).rejects.toMatchObject({ code: 'TIMEOUT' });
    // Both pool sockets were held by the trickles; the next call gets one straight away.
    expect(await http({ url: `${origin}/ping`, method: 'GET', headers: {}, timeoutMs: 2000 })).toEqual({
      status: 200,
      text: '{"ok":true}',
    });
    await http.close();
  });

  it("ends a call when the caller's signal aborts, before its own deadline", async () => {
    const http = pooledHttpClient();
    const deadline = new AbortController();
    const call = http({ url: `${origin}/trickle`, method: 'GET', headers: {}, timeoutMs: 60_000, signal: deadline.signal });
    deadline.abort();
    await expect(call).rejects.toMatchObject({ code: 'TIMEOUT' });
    await http.close();
  });

  it('refuses an answer larger than the size limit instead of buffering it', async () => {
    const http = pooledHttpClient({ maxAnswerBytes: 256 * 1024 });
    await expect(http({ url: `${origin}/huge`, method: 'GET', headers: {}, timeoutMs: 10_000 })).rejects.toMatchObject({
      code: 'UPSTREAM',
    });
    expect(await http({ url: `${origin}/ping`, method: 'GET', headers: {}, timeoutMs: 2000 })).toEqual({
      status: 200,
      text: '{"ok":true}',
    });
    await http.close();
  });
});
