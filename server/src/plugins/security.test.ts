import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Testimonial } from '@clinic/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../test-support/build-app';
import { HSTS } from './security';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-headers-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>Not found</title>');
  const script = `console.log(${JSON.stringify('x'.repeat(4000))})`;
  writeFileSync(join(dist, 'assets', 'app-3f9a1c.js'), script);
  writeFileSync(join(dist, 'assets', 'app-3f9a1c.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'assets', 'site-0b1c2d.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'assets', 'montserrat-core-9e8f.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  writeFileSync(join(dist, 'sitemap.xml'), '<urlset/>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('HSTS', () => {
  it('is never sent over plain http (RFC 6797 §7.2), on pages or the API', async () => {
    ({ app } = await build({ webDist: dist }));
    for (const url of ['/', '/api/testimonials?count=3']) {
      expect((await app.inject(url)).headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('is sent behind a trusted proxy that says the request came over https', async () => {
    ({ app } = await build({ webDist: dist, trustProxy: true }));
    for (const url of ['/', '/api/testimonials?count=3']) {
      const res = await app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBe(HSTS);
    }
    expect((await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } })).headers['strict-transport-security']).toBeUndefined();
  });

  it('ignores X-Forwarded-Proto from a peer TRUST_PROXY does not name', async () => {
    ({ app } = await build({ webDist: dist }));
    const res = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the pages', () => {
  it('refuse every framing in both headers that say so, and every browser feature but geolocation for the site itself', async () => {
    ({ app } = await build({ webDist: dist }));
    for (const url of ['/', '/no-such-page']) {
      const res = await app.inject(url);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      const policy = String(res.headers['permissions-policy']).split(', ');
      expect(policy).toContain('geolocation=(self)');
      for (const feature of ['camera', 'microphone', 'payment', 'usb', 'display-capture', 'serial', 'hid']) {
        expect(policy).toContain(`${feature}=()`);
      }
    }
  });
});

describe('the chunks, stylesheets and fonts', () => {
  const documentOnly = ['content-security-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy'];

  it('carry no header that governs only a document, and keep nosniff and the resource policy', async () => {
    ({ app } = await build({ webDist: dist }));
    for (const url of ['/assets/app-3f9a1c.js', '/assets/site-0b1c2d.css', '/assets/montserrat-core-9e8f.woff2']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      for (const name of documentOnly) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
    }
  });

  it('leave every header on what is sent as a page, under /assets/ too', async () => {
    ({ app } = await build({ webDist: dist }));
    for (const url of ['/', '/assets/no-such-chunk.js', '/assets/app-3f9a1c.js/..', '/sitemap.xml']) {
      const res = await app.inject(url);
      for (const name of documentOnly) expect(res.headers[name], `${url} ${name}`).toBeDefined();
    }
  });
});

describe('compression', () => {
  it('marks files that answer brotli or identity by Accept-Encoding with Vary, so no cache hands one to the other', async () => {
    ({ app } = await build({ webDist: dist }));
    for (const url of ['/assets/app-3f9a1c.js', '/sitemap.xml']) {
      const br = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      const plain = await app.inject({ url });
      expect([br.headers.vary, plain.headers.vary]).toEqual(['accept-encoding', 'accept-encoding']);
    }
    const br = await app.inject({ url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
  });

  it('compresses the testimonials JSON for browsers that accept it, and sends it plain to others', async () => {
    const many: Testimonial[] = Array.from({ length: 9 }, (_, i) => ({
      id: `t${i}`,
      platform: 'google',
      name: `Patient ${i}`,
      rating: 5,
      comment: `Dr. Lee listened to every question and explained the plan clearly; the front desk found me a slot the same week (${i}).`,
      is_public: true,
    }));
    const testimonials = { featured: async (n: number) => many.slice(0, n), page: async () => many, count: async () => many.length };
    ({ app } = await build({ testimonials }));
    const plain = await app.inject({ url: '/api/testimonials?count=9' });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ url: '/api/testimonials?count=9', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding', 'cache-control': 'no-store' });
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await app.inject({ url: '/api/testimonials?count=9', headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });
});
