import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build } from './test-support/build-app';

let app: FastifyInstance;
afterEach(() => app.close());

describe('API routes', () => {
  it('answers /healthz', async () => {
    ({ app } = await build());
    const res = await app.inject('/healthz');
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves public testimonials only, in the { success, data } envelope, with no-store', async () => {
    ({ app } = await build());
    const res = await app.inject('/api/testimonials?count=9');
    expect(res.json()).toEqual({ success: true, data: { testimonials: [expect.objectContaining({ id: 't1', is_public: true })] } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['0', '51', 'nine', '2.5'])('refuses count=%s with 400', async (count) => {
    ({ app } = await build());
    const res = await app.inject(`/api/testimonials?count=${count}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'count must be a whole number from 1 to 50.' });
  });

  it('serves /testimonials a page at a time: public ones, the page size and the public total', async () => {
    const all = Array.from({ length: 14 }, (_, i) => ({ id: `p${i}`, platform: 'google', comment: `Story ${i}`, is_public: true }));
    const testimonials = {
      featured: async (n: number) => all.slice(0, n),
      page: async (offset: number, limit: number) => all.slice(offset, offset + limit),
      count: async () => all.length,
    };
    ({ app } = await build({ testimonials }));
    const second = (await app.inject('/api/testimonials?page=2')).json();
    expect(second).toEqual({ success: true, data: { testimonials: [all[12], all[13]], page: 2, pageSize: 12, total: 14 } });
    const bad = await app.inject('/api/testimonials?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, error: 'page must be a whole number from 1.' });
    expect((await app.inject('/api/testimonials?page=1&count=3')).statusCode).toBe(400);
  });

  it('sends a CSP that allows only the site itself and the map embeds', async () => {
    ({ app } = await build());
    const csp = (await app.inject('/healthz')).headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('frame-src https://www.google.com https://maps.google.com');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  });

  it('isolates its pages from the window that opened them (kept despite its cost in the lab, decision 79)', async () => {
    ({ app } = await build());
    // A page that opened ours keeps no handle on it, so it cannot send a patient's tab to a lookalike mid-booking.
    expect((await app.inject('/')).headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it.each(['/api/testimonials?count=3', '/api/athena-proxy', '/api/unknown'])(
    'answers %s with the API header set: no-store, nosniff, no framing (HSTS only over HTTPS: security.test.ts)',
    async (path) => {
      ({ app } = await build());
      const res = await app.inject(path);
      expect(res.headers).toMatchObject({
        'cache-control': 'no-store',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
    },
  );

  it('explains how to build when the site is missing, while the API still works', async () => {
    ({ app } = await build({ webDist: '/nonexistent/web/dist' }));
    const home = await app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('npm run build');
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });
});

describe('the built site', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'about'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title><script>window.__boot=1</script>');
    writeFileSync(join(dist, 'about', 'index.html'), '<!doctype html><title>About</title>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><title>Not found</title>');
    writeFileSync(join(dist, 'assets', 'app-3f9a1c.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app-3f9a1c.js.br'), 'brotli bytes');
    writeFileSync(
      join(dist, 'site-manifest.json'),
      JSON.stringify({ routes: ['/', '/about'], redirects: { '/contactus': '/contact', '/contents': '/' } }),
    );
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves each route as its prerendered HTML, not cached', async () => {
    ({ app } = await build({ webDist: dist }));
    const home = await app.inject('/');
    const about = await app.inject('/about');
    expect([home.statusCode, about.statusCode]).toEqual([200, 200]);
    expect(about.body).toContain('<title>About</title>');
    expect(about.headers['cache-control']).toBe('no-cache');
    expect(about.headers['content-type']).toContain('text/html');
  });

  it('serves hashed assets with a year of immutable caching', async () => {
    ({ app } = await build({ webDist: dist }));
    const res = await app.inject('/assets/app-3f9a1c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's pre-compressed copy to browsers that accept it", async () => {
    ({ app } = await build({ webDist: dist }));
    const res = await app.inject({ url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('brotli bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    ({ app } = await build({ webDist: dist }));
    const res = await app.inject('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Not found');
  });

  it("redirects the spec's old addresses permanently", async () => {
    ({ app } = await build({ webDist: dist }));
    const res = await app.inject('/contactus');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/contact');
  });

  it('sends an address that differs from a page only in case to the page, so it never hydrates over the 404', async () => {
    ({ app } = await build({ webDist: dist }));
    const about = await app.inject('/ABOUT?x=1');
    expect({ status: about.statusCode, location: about.headers.location }).toEqual({ status: 301, location: '/about?x=1' });
    const old = await app.inject('/ContactUs');
    expect({ status: old.statusCode, location: old.headers.location }).toEqual({ status: 301, location: '/contact' });
    expect((await app.inject('/NO-SUCH-PAGE')).statusCode).toBe(404);
  });

  it('keeps the query string when it redirects', async () => {
    ({ app } = await build({ webDist: dist }));
    const res = await app.inject('/contactus/?utm_source=flyer&ref=a%20b');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/contact?utm_source=flyer&ref=a%20b');
  });

  it('never serves files outside the site', async () => {
    ({ app } = await build({ webDist: dist }));
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/assets/%2e%2e/%2e%2e/etc/passwd']) {
      expect((await app.inject(path)).statusCode).toBe(404);
    }
  });

  it('allows the inline scripts of the built pages by hash only', async () => {
    ({ app } = await build({ webDist: dist }));
    const csp = (await app.inject('/')).headers['content-security-policy'];
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });
});
