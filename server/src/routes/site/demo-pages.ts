import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { withDemoBanner } from './demo-banner';

/** A page with the demo banner, compressed once at start-up like the build's own .br/.gz files. */
export interface DemoPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export type PageEncoding = keyof DemoPage;

/** Every page of the built site with the banner added, by its path relative to the site root. */
export function loadDemoPages(root: string, files: readonly string[]): Map<string, DemoPage> {
  const pages = new Map<string, DemoPage>();
  for (const file of files) {
    const identity = Buffer.from(withDemoBanner(readFileSync(join(root, file), 'utf8')));
    pages.set(file, {
      identity,
      // Fast settings: ~5 MB of pages compress in well under a second at start-up (brotli 9 takes ~6 s, 11
      // ~20 s); the pages come out a little larger than the build's own .br files, which is fine for a demo.
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(identity),
    });
  }
  return pages;
}

/** The best encoding an `Accept-Encoding` header allows: brotli, then gzip, else none (a `q=0` refuses one). */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    const refused = params.some((p) => /^q=0(\.0*)?$/.test(p));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
