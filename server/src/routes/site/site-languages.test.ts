import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../test-support/build-app';

const SITE = 'https://www.example.org';
const alternates = (path: string) =>
  ['en', 'es', 'hy'].map((l) => `<link rel="alternate" hreflang="${l}" href="${SITE}${l === 'en' ? path : `/${l}${path}`}">`).join('') +
  `<link rel="alternate" hreflang="x-default" href="${SITE}${path}">`;
const page = (language: string, title: string) =>
  `<!doctype html><html lang="${language}"><head><title>${title}</title>${alternates('/about')}</head><body><div id="root"><h1>${title}</h1></div></body></html>`;
const sitemapEntry = (path: string) =>
  `  <url>\n    <loc>${SITE}${path}</loc>\n` +
  ['en', 'es', 'hy', 'x-default']
    .map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${SITE}${l === 'en' || l === 'x-default' ? '' : `/${l}`}/about"/>\n`)
    .join('') +
  '  </url>\n';

let dist: string;
let app: FastifyInstance | undefined;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-languages-'));
  for (const [dir, language, title] of [
    ['', 'en', 'Home'],
    ['about', 'en', 'About'],
    ['es', 'es', 'Inicio'],
    ['es/about', 'es', 'Quiénes somos'],
    ['hy', 'hy', 'Գլխավոր'],
    ['hy/about', 'hy', 'Մեր մասին'],
  ] as const) {
    mkdirSync(join(dist, dir), { recursive: true });
    writeFileSync(join(dist, dir, 'index.html'), page(language, title));
  }
  writeFileSync(join(dist, '404.html'), page('en', 'Page Not Found'));
  writeFileSync(join(dist, 'es', '404.html'), page('es', 'Página no encontrada'));
  writeFileSync(join(dist, 'hy', '404.html'), page('hy', 'Էջը չի գտնվել'));
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset>\n${['/about', '/es/about', '/hy/about'].map(sitemapEntry).join('')}</urlset>\n`;
  writeFileSync(join(dist, 'sitemap.xml'), sitemap);
  writeFileSync(
    join(dist, 'site-manifest.json'),
    JSON.stringify({
      routes: ['/', '/about', '/es', '/es/about', '/hy', '/hy/about'],
      redirects: { '/contactus': '/contact', '/hy/contactus': '/hy/contact' },
    }),
  );
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));
afterEach(() => app?.close());

describe('SITE_LANGUAGES: production enables languages one by one (decision 94)', () => {
  it('serves every language by default, the unknown pages of each in its own language', async () => {
    ({ app } = await build({ webDist: dist }));
    expect((await app.inject('/hy/about')).statusCode).toBe(200);
    const missing = await app.inject('/es/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>Página no encontrada</h1>');
    expect((await app.inject('/no-such-page')).body).toContain('<h1>Page Not Found</h1>');
  });

  it("answers 404 at a disabled language's addresses, redirects included, in English", async () => {
    ({ app } = await build({ webDist: dist, siteLanguages: ['en', 'es'] }));
    for (const path of ['/hy', '/hy/about', '/hy/contactus', '/HY/About', '/hy/no-such-page']) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain('<h1>Page Not Found</h1>');
    }
    expect((await app.inject('/es/about')).statusCode).toBe(200);
  });

  it('names a disabled language nowhere: no alternate in the pages, no entry in the sitemap, the switcher told', async () => {
    ({ app } = await build({ webDist: dist, siteLanguages: ['en', 'es'] }));
    const about = (await app.inject('/es/about')).body;
    expect(about).not.toContain('hreflang="hy"');
    expect(about).toContain('hreflang="es"');
    expect(about).toContain('<html data-site-languages="en es" lang="es">');
    const sitemap = await app.inject('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).not.toContain('/hy');
    expect(sitemap.body).toContain(`<loc>${SITE}/es/about</loc>`);
    expect(sitemap.body).toContain('hreflang="es"');
  });

  it('shows the demo banner in the language of the page', async () => {
    ({ app } = await build({ webDist: dist, demo: true }));
    expect((await app.inject('/es/about')).body).toContain(
      '<aside class="demo-banner" aria-label="Aviso de demostración"><p>Sitio de demostración: las citas que se programan aquí no son reales</p></aside>',
    );
    expect((await app.inject('/hy/about')).body).toContain('aria-label="Ցուցադրական ծանուցում"');
    expect((await app.inject('/about')).body).toContain('aria-label="Demo notice"');
  });
});
