import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { DEMO_NOTICE } from '@clinic/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../test-support/build-app';
import { pageEncoding } from './demo-pages';

const page = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body class="x"><div id="root"><h1>${title}</h1></div></body></html>`;
const BANNER = `<aside class="demo-banner" aria-label="Demo notice"><p>${DEMO_NOTICE}</p></aside>`;

// A page long and varied enough that brotli's quality shows in its size.
const SERVICES = Array.from({ length: 300 }, (_, i) => `<a href="/services/s${i * 7919}">Service ${(i * 104729) % 9973}</a>`);

let dist: string;
let app: FastifyInstance | undefined;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-demo-'));
  mkdirSync(join(dist, 'about'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), page('Home'));
  writeFileSync(join(dist, 'about', 'index.html'), page('About'));
  writeFileSync(join(dist, '404.html'), page('Not found'));
  mkdirSync(join(dist, 'services'));
  writeFileSync(join(dist, 'services', 'index.html'), page(SERVICES.join(' · ')));
  writeFileSync(join(dist, 'assets', 'app-3f9a1c.js'), 'console.log("<body>")');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));
afterEach(() => app?.close());

describe('the demo banner', () => {
  it('is in every served page of the demo, first in <body> and outside the React root, before any script runs', async () => {
    ({ app } = await build({ webDist: dist, demo: true }));
    for (const [path, status] of [
      ['/', 200],
      ['/about', 200],
      ['/no-such-page', 404],
    ] as const) {
      const res = await app.inject(path);
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`<body class="x">${BANNER}<div id="root">`);
      expect(res.body).toContain('<html data-clinic-mode="demo" lang="en">');
    }
  });

  it('is never in production pages', async () => {
    ({ app } = await build({ webDist: dist }));
    const res = await app.inject('/about');
    expect(res.body).toBe(page('About'));
  });

  it('leaves assets alone', async () => {
    ({ app } = await build({ webDist: dist, demo: true }));
    expect((await app.inject('/assets/app-3f9a1c.js')).body).toBe('console.log("<body>")');
  });

  it('comes compressed to browsers that accept it, as the build compresses production pages', async () => {
    ({ app } = await build({ webDist: dist, demo: true }));
    const br = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(BANNER);
    const gzip = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain(BANNER);
  });

  it("weighs what the build's own brotli (quality 11) makes of it, so the demo is as fast to load as production", async () => {
    ({ app } = await build({ webDist: dist, demo: true }));
    const served = await app.inject({ url: '/services', headers: { 'accept-encoding': 'br' } });
    const page = brotliDecompressSync(served.rawPayload);
    const asBuilt = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(served.rawPayload.length).toBe(asBuilt.length);
  });
});

describe('page encoding', () => {
  it('prefers brotli, then gzip, and honours a refusal with q=0', () => {
    expect(pageEncoding('gzip, br')).toBe('br');
    expect(pageEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip;q=0.0')).toBe('identity');
    expect(pageEncoding('GZIP;q=0.5')).toBe('gzip');
    expect(pageEncoding(undefined)).toBe('identity');
  });
});
