import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../test-support/build-app';

let dist: string;
let app: FastifyInstance | undefined;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-redirects-'));
  mkdirSync(join(dist, 'about'));
  mkdirSync(join(dist, 'images'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(dist, 'about', 'index.html'), '<!doctype html><title>About</title>');
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(join(dist, 'favicon.ico'), 'icon');
  writeFileSync(join(dist, 'images', 'logo.svg'), '<svg/>');
  writeFileSync(join(dist, 'site-manifest.json'), JSON.stringify({ routes: ['/', '/about'], redirects: { '/contactus': '/contact' } }));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));
afterEach(() => app?.close());

async function answer(url: string) {
  app = (await build({ webDist: dist })).app;
  const res = await app.inject(url);
  return { status: res.statusCode, location: res.headers.location };
}

describe('every redirect the site makes stays on the site', () => {
  it.each([
    ['//About', '/about'],
    ['///About?x=1', '/about?x=1'],
    ['//Images/logo.svg', '/images/logo.svg'],
    ['//Favicon.ico', '/favicon.ico'],
    ['//about', '/about'],
    ['//contactus', '/contact'],
    ['//ContactUs/', '/contact'],
  ])('sends %s to %s, a path on this site, never a protocol-relative address', async (url, location) => {
    expect(await answer(url)).toEqual({ status: 301, location });
  });

  it('answers an off-site looking address that matches nothing with the 404 page, not a redirect', async () => {
    expect(await answer('//evil.example/about')).toEqual({ status: 404, location: undefined });
  });
});

describe('one address per page', () => {
  it.each([
    ['/about/', '/about'],
    ['/about//?utm_source=flyer', '/about?utm_source=flyer'],
    ['/About/', '/about'],
    ['/contactus/', '/contact'],
  ])('sends %s to %s', async (url, location) => {
    expect(await answer(url)).toEqual({ status: 301, location });
  });

  it('serves the home page at / and the canonical addresses without a redirect', async () => {
    for (const url of ['/', '/about', '/images/logo.svg']) {
      expect(await answer(url)).toEqual({ status: 200, location: undefined });
      await app?.close();
    }
    expect(await answer('/no-such-page/')).toEqual({ status: 404, location: undefined });
  });
});
