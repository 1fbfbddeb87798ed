import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressors = {
  // The build's own settings (web/scripts/precompress.mjs): a demo page weighs what its production page weighs plus
  // the banner. At brotli 5 the home page came out 1.5 KB larger, past what a new connection's first round trip
  // carries (about 14 KB with the headers), so the demo measured a round trip slower than production (issue #16).
  br: (page: Buffer) =>
    brotliAsync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: page.length } }),
  gzip: (page: Buffer) => gzipAsync(page, { level: 9 }),
};

export type PageEncoding = keyof typeof compressors | 'identity';

/**
 * A page as the server sends it when it changes the built file (the demo's banner, the languages production has not
 * enabled); each compressed form is made on its first request (off the event loop) and kept.
 */
export interface DemoPage {
  identity: Buffer;
  encoded(encoding: PageEncoding): Promise<Buffer>;
}

/** Every page of the built site as `change` makes it, by its path relative to the site root. */
export function loadDemoPages(root: string, files: readonly string[], change: (html: string) => string): Map<string, DemoPage> {
  const pages = new Map<string, DemoPage>();
  for (const file of files) pages.set(file, demoPage(Buffer.from(change(readFileSync(join(root, file), 'utf8')))));
  return pages;
}

// Compressing all 74 pages at the build's quality takes over a second of both cores: too long to hold start-up
// (every browser test starts a server), so each form is made when first asked for, once.
function demoPage(identity: Buffer): DemoPage {
  const made = new Map<PageEncoding, Promise<Buffer>>();
  return {
    identity,
    encoded(encoding) {
      if (encoding === 'identity') return Promise.resolve(identity);
      let page = made.get(encoding);
      if (!page) made.set(encoding, (page = compressors[encoding](identity)));
      return page;
    },
  };
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
