import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The only origins the site needs besides itself: the Google Maps embeds of the location pages. */
const MAP_FRAMES = ['https://www.google.com', 'https://maps.google.com'];

/**
 * What a JSON API answer needs, as the OWASP REST Security Cheat Sheet lists it: never cached, never
 * sniffed, never framed (HTTPS only: HSTS, below). Helmet's page set protects documents; on JSON the rest of it
 * (referrer, cross-origin and DNS-prefetch policies…) governs nothing and only adds bytes to every proxied call.
 */
export const API_HEADERS = Object.freeze({
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/** Sent only on a request that came over HTTPS: RFC 6797 §7.2 forbids HSTS over plain http. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Browser features the pages may use (OWASP secure headers): none but geolocation, for this site only, which a
 * coming feature asks for when the patient asks to find the nearest clinic. Everything else is off.
 */
const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  ...[
    'accelerometer',
    'autoplay',
    'browsing-topics',
    'camera',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'sync-xhr',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

/**
 * The headers of helmet's page set that govern only a document (what it may run, frame, open or use): a script, a
 * stylesheet or a font never becomes one, so they stay off those answers. Over HTTP/1.1 they were about 1.1 KB on
 * each of a page's dozens of chunk requests. Kept there: `nosniff` (a script or stylesheet sent as another type is
 * refused), `cross-origin-resource-policy`, `referrer-policy` (a stylesheet's font requests follow it) and HSTS.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** Chosen by what is sent, not by the path: a page or the not-found page under `/assets/…` keeps every header. */
const SUBRESOURCE_TYPE = /^(?:text\/javascript|application\/javascript|text\/css|font\/)/;

/**
 * Security headers: the API's set on the API's routes, helmet's with a tight CSP on everything else. Chosen by
 * the route Fastify matched, not by the raw URL, which `/%61pi/…` or an absolute-form target would get past.
 */
export async function useSecurity(app: FastifyInstance, inlineScriptHashes: readonly string[] = []): Promise<void> {
  // Built once: @fastify/helmet rebuilds helmet's middleware, CSP parsing included, on every request
  // (docs/decisions/, decision 12).
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes.map((h) => `'${h}'`)],
        // React sets style attributes; inline styles carry no script.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: MAP_FRAMES,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The maps embed is cross-origin and does not send CORP headers.
    crossOriginEmbedderPolicy: false,
    // The same answer as CSP's frame-ancestors 'none' for browsers that only read this one.
    xFrameOptions: { action: 'deny' },
    // Sent below, and only over HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (req, reply, done) => {
    // req.protocol reads X-Forwarded-Proto only from a proxy TRUST_PROXY names; otherwise the socket itself.
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (!req.routeOptions.url?.startsWith('/api/')) {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      return secureHeaders(req.raw, reply.raw, (error) => done(error as Error | undefined));
    }
    reply.headers(API_HEADERS);
    done();
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    if (!SUBRESOURCE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    // Helmet writes on the raw response, the permissions policy goes through Fastify's reply.
    for (const name of DOCUMENT_ONLY_HEADERS) {
      reply.removeHeader(name);
      reply.raw.removeHeader(name);
    }
    return payload;
  });
}
