import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGE } from '../../plugins/error-handler';
import { pageEncoding } from './demo-pages';
import { siteFileFor, type BuiltSite } from './site-files';
import { canonicalPath, onSite } from './site-paths';

/** The not-found page in the language of the address asked for (the build writes one per language). */
const notFoundFile = (site: BuiltSite, path: string) => {
  const language = /^\/(es|hy)(?:\/|$)/.exec(path)?.[1];
  return language && !site.languages.isDisabledPath(path) && siteFileFor(site, `/${language}/404.html`)
    ? `${language}/404.html`
    : '404.html';
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not built</title></head>
<body><h1>The web app has not been built yet</h1><p>Run <code>npm run build</code> (or simply <code>npm start</code>),
then reload. The API under <code>/api/</code> works already.</p></body></html>`;

/**
 * The prerendered site: route HTML (no-cache), hashed assets (immutable), redirects (301) and the 404 page. Every
 * redirect stays on the site and lands on the canonical spelling: one leading slash, no trailing one, lower case.
 */
export const staticSiteRoute: FastifyPluginAsync<{ site: BuiltSite | undefined }> = async (app, { site }) => {
  // Unknown API paths are API answers (JSON, the API's headers), whatever the method.
  app.all('/api/*', async (_req, reply) => reply.code(404).send({ error: ERROR_MESSAGE.notFound }));
  // Pages are only read: any other method on a path no API route claims is 405, in the one error shape.
  app.route({
    method: ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/*',
    handler: async (_req, reply) => reply.code(405).header('allow', 'GET, HEAD').send({ error: ERROR_MESSAGE.methodNotAllowed }),
  });
  if (!site) {
    app.get('/', async (_req, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT));
    return;
  }
  // The build writes .br and .gz beside each file; sending those cuts page JavaScript about fivefold.
  await app.register(fastifyStatic, { root: site.root, serve: false, preCompressed: true });

  const serve = async (req: FastifyRequest, reply: FastifyReply, file: string, status = 200) => {
    const cache = file.startsWith('assets/') ? IMMUTABLE : file.endsWith('.html') ? 'no-cache' : 'public, max-age=3600';
    const demoPage = site.demoPages?.get(file);
    if (demoPage) {
      const encoding = pageEncoding(req.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply
        .code(status)
        .header('cache-control', cache)
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
        .send(await demoPage.encoded(encoding));
    }
    // The same URL answers brotli, gzip or identity by Accept-Encoding (the build's .br/.gz): caches must key on it.
    return reply.code(status).header('cache-control', cache).header('vary', 'accept-encoding').sendFile(file, { cacheControl: false });
  };

  app.get('/*', async (req, reply) => {
    const path = req.url.split('?')[0]!;
    // The query string goes along (campaign tags, search terms in old links): only the path moved.
    const query = req.url.slice(path.length);
    const redirect = (target: string) => reply.redirect(`${onSite(target)}${query}`, 301);
    const canonical = canonicalPath(path);
    // A language production has not enabled does not exist yet (SITE_LANGUAGES): none of its pages or redirects.
    if (site.languages.isDisabledPath(canonical.toLowerCase())) return serve(req, reply, '404.html', 404);
    if (site.sitemap && canonical === '/sitemap.xml')
      return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(site.sitemap);
    const moved = site.redirects[canonical];
    if (moved) return redirect(moved);
    const file = siteFileFor(site, canonical);
    if (file) return canonical === path ? serve(req, reply, file) : redirect(canonical);
    // The client router matches paths case-insensitively, so /ABOUT served as the 404 page would hydrate as About
    // over the not-found HTML (React error #418). An address that differs only in case goes to its own spelling.
    const lower = canonical.toLowerCase();
    if (lower !== canonical) {
      const spelled = site.redirects[lower] ?? (siteFileFor(site, lower) ? lower : undefined);
      if (spelled) return redirect(spelled);
    }
    return serve(req, reply, notFoundFile(site, canonical), 404);
  });
};
