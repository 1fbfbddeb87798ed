// A loopback proxy in front of the bench's site that passes every request and response through byte for byte
// (compression included) but leaves out one response header: the bench's way to measure the site as served, minus
// that header, without a switch in the server that production could ever turn on.
import { createServer, request } from 'node:http';

/** Starts the proxy in front of `targetBaseUrl` (http only); `{ baseUrl, stop }`. `header` is dropped from every response. */
export async function startHeaderStrippingProxy(targetBaseUrl, header) {
  const target = new URL(targetBaseUrl);
  const dropped = header.toLowerCase();
  const server = createServer((incoming, outgoing) => {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (response) => {
        const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => name !== dropped));
        outgoing.writeHead(response.statusCode ?? 502, headers);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
