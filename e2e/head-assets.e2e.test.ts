import { describe, expect, it } from 'vitest';
import { site, urlOf } from './test-support/site';

const SITE_URL = 'https://www.foothillprimarycare.com';

/** Every file a page's <head> asks for: icons, stylesheets, preloads, scripts and the sharing image. */
function headAssets(html: string): string[] {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const found: string[] = [];
  for (const tag of head.match(/<(link|script|meta)\b[^>]*>/g) ?? []) {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    if (tag.startsWith('<link') && attr('rel') !== 'canonical' && attr('href')) found.push(attr('href') as string);
    if (tag.startsWith('<script') && attr('src')) found.push(attr('src') as string);
    if (tag.startsWith('<meta') && /^(og|twitter):image$/.test(attr('property') ?? attr('name') ?? ''))
      found.push(attr('content') as string);
  }
  return found.map((href) => href.replace(SITE_URL, '')).filter((href) => href.startsWith('/'));
}

const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe('head assets', () => {
  it("serves every file the pages' heads refer to", async () => {
    const missing: string[] = [];
    const checked = new Set<string>();
    for (const route of site.routes) {
      const html = await (await fetch(urlOf(route))).text();
      for (const asset of headAssets(html)) {
        if (checked.has(asset)) continue;
        checked.add(asset);
        const response = await fetch(urlOf(asset));
        if (response.status !== 200) missing.push(`${asset} (${response.status}, from ${route})`);
      }
    }
    expect(checked).toContain('/og-image.png');
    expect(checked).toContain('/apple-touch-icon.png');
    expect(missing).toEqual([]);
  });

  it('ships a 1200x630 sharing image, a 180 px apple-touch-icon and a favicon.ico', async () => {
    const bytes = async (path: string) => {
      const response = await fetch(urlOf(path));
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      return Buffer.from(await response.arrayBuffer());
    };
    expect(pngSize(await bytes('/og-image.png'))).toEqual({ width: 1200, height: 630 });
    expect(pngSize(await bytes('/apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
    const ico = await bytes('/favicon.ico');
    expect({ reserved: ico.readUInt16LE(0), type: ico.readUInt16LE(2), images: ico.readUInt16LE(4) > 0 }).toEqual({
      reserved: 0,
      type: 1,
      images: true,
    });
  });

  it('preloads the core file of every face its inline stylesheet declares, so no face swaps in after first paint', async () => {
    const html = await (await fetch(urlOf('/'))).text();
    const declared = [...html.matchAll(/@font-face\{[^}]*?url\((\/assets\/[^)]*-core-[^)]*\.woff2)\)/g)].map((m) => m[1]);
    // An English page: only the core files (Spanish pages preload theirs instead, Armenian pages add theirs: fonts.e2e.test.ts).
    const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]);
    expect(declared.length).toBe(3);
    expect(preloaded.sort()).toEqual([...new Set(declared)].sort());
  });
});
