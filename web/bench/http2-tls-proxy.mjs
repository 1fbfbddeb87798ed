// A loopback HTTP/2 proxy with TLS in front of the bench's site (decision 107): production serves the pages from a
// CDN and the API through a TLS proxy, both speaking HTTP/2 (docs/deployment.md), where a page's 60-odd requests are
// streams of one connection instead of a queue behind HTTP/1.1's six. It forwards each stream to the demo server
// over HTTP/1.1 and passes the answer through byte for byte (compression included), as nginx's `proxy_pass` does.
import { Agent, request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { selfSignedCertificate } from './self-signed-certificate.mjs';

// Connection-specific headers HTTP/2 forbids (RFC 9113 §8.2.2); node:http2 throws on them.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings']);

const withoutHopByHop = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/** Starts the proxy in front of `targetBaseUrl` (http only); `{ baseUrl, stop }`, baseUrl on https://127.0.0.1. */
export async function startHttp2TlsProxy(targetBaseUrl) {
  const target = new URL(targetBaseUrl);
  // Kept-alive upstream connections, like nginx's `keepalive` to its upstream.
  const agent = new Agent({ keepAlive: true });
  const server = createSecureServer(selfSignedCertificate());
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    const forwarded = Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':')));
    const upstream = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: headers[':method'],
        path: headers[':path'],
        headers: { ...withoutHopByHop(forwarded), host: target.host, 'x-forwarded-proto': 'https' },
      },
      (response) => {
        if (stream.destroyed) return response.resume();
        stream.respond({ ':status': response.statusCode ?? 502, ...withoutHopByHop(response.headers) });
        response.pipe(stream);
      },
    );
    // A stream the browser cancels (a navigation away) or an upstream that fails ends its exchange, not the proxy.
    stream.on('error', () => upstream.destroy());
    upstream.on('error', () => {
      if (stream.destroyed) return;
      if (!stream.headersSent) stream.respond({ ':status': 502 });
      stream.end();
    });
    stream.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        for (const session of sessions) session.destroy();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
