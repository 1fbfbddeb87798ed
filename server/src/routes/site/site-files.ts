import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { z } from 'zod';
import type { SiteLanguageCode } from '@clinic/core';
import { withDemoBanner } from './demo-banner';
import { loadDemoPages, type DemoPage } from './demo-pages';
import { ALL_LANGUAGES, languageGate, type LanguageGate } from './site-languages';

const manifestSchema = z.object({
  routes: z.array(z.string()).default([]),
  redirects: z.record(z.string(), z.string()).default({}),
});

/** The built web app as the server sees it: where it is, its redirect table and its inline-script hashes. */
export interface BuiltSite {
  root: string;
  redirects: Readonly<Record<string, string>>;
  inlineScriptHashes: string[];
  /**
   * Every page as sent, by file (`about/index.html`), when the server changes them: the demo's banner, or languages
   * production has not enabled. Served instead of the file.
   */
  demoPages?: ReadonlyMap<string, DemoPage>;
  /** The languages served (SITE_LANGUAGES); the others' addresses answer 404. */
  languages: LanguageGate;
  /** The sitemap without the languages not served, when some are not. */
  sitemap?: string;
}

/** Whether `webDist` holds a built site: its home page is there. */
export function isSiteBuilt(webDist: string): boolean {
  return existsSync(join(resolve(webDist), 'index.html'));
}

export interface SiteOptions {
  /** Demo mode: the banner on every page. */
  demo?: boolean;
  /** SITE_LANGUAGES: the languages served (every one by default). */
  languages?: readonly SiteLanguageCode[];
}

/** Reads web/dist once at start-up; undefined when the site has not been built. */
export function loadBuiltSite(webDist: string, options: SiteOptions = {}): BuiltSite | undefined {
  if (!isSiteBuilt(webDist)) return undefined;
  const root = resolve(webDist);
  const manifestPath = join(root, 'site-manifest.json');
  const manifest = existsSync(manifestPath)
    ? manifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')))
    : { routes: [], redirects: {} };
  const languages = languageGate(options.languages ?? ALL_LANGUAGES);
  const site: BuiltSite = { root, redirects: manifest.redirects, inlineScriptHashes: inlineScriptHashes(root), languages };
  const someLanguagesOff = languages.enabled.length < ALL_LANGUAGES.length;
  if (options.demo || someLanguagesOff) {
    const demo = options.demo ?? false;
    site.demoPages = loadDemoPages(root, htmlFiles(root), (html) => languages.page(demo ? withDemoBanner(html) : html));
  }
  const sitemap = join(root, 'sitemap.xml');
  if (someLanguagesOff && existsSync(sitemap)) site.sitemap = languages.sitemap(readFileSync(sitemap, 'utf8'));
  return site;
}

/**
 * The file to serve for a URL path, if it lies inside the site: the file itself, or the route's prerendered
 * `<path>/index.html`.
 */
export function siteFileFor(site: BuiltSite, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').includes('..')) return undefined;
  const full = resolve(site.root, `.${decoded}`);
  if (full !== site.root && !full.startsWith(site.root + sep)) return undefined;
  for (const candidate of [full, join(full, 'index.html')]) {
    if (isFile(candidate))
      return candidate
        .slice(site.root.length + 1)
        .split(sep)
        .join('/');
  }
  return undefined;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The prerendered pages' paths, relative to the site root with `/` separators (assets hold no pages). */
function htmlFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'assets') walk(path);
      else if (entry.name.endsWith('.html'))
        files.push(
          path
            .slice(root.length + 1)
            .split(sep)
            .join('/'),
        );
    }
  };
  walk(root);
  return files;
}

/** CSP hashes of the executable inline scripts the prerendered pages carry (JSON-LD is data, not script). */
function inlineScriptHashes(root: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(root)) {
    for (const match of readFileSync(join(root, file), 'utf8').matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/application\/(?:ld\+)?json/i.test(match[1] ?? '') || !match[2]) continue;
      hashes.add(`sha256-${createHash('sha256').update(match[2]).digest('base64')}`);
    }
  }
  return [...hashes];
}
