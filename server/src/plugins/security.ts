import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGE } from './error-handler';

/** The only origins the site needs besides itself: the Google Maps embeds of the location pages. */
const MAP_FRAMES = ['https://www.google.com', 'https://maps.google.com'];

/** Security headers with a tight CSP, no-store on the API, and the rate limiter (enabled per route). */
export async function useSecurity(app: FastifyInstance, inlineScriptHashes: readonly string[] = []): Promise<void> {
  await app.register(helmet, {
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
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => ({ statusCode: context.statusCode, error: ERROR_MESSAGE.rateLimited }),
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
