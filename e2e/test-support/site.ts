import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

interface SiteManifest {
  routes: string[];
  redirects: Record<string, string>;
}

/** The built site's route list and redirect table (web/dist/site-manifest.json, written by the web build). */
export const site: SiteManifest = JSON.parse(readFileSync(new URL('../../web/dist/site-manifest.json', import.meta.url), 'utf8'));

/** Absolute URL of a path on the server under test. */
export const urlOf = (path: string) => `${inject('baseUrl')}${path}`;

/** <title> and first <h1> text of an HTML document, read without running any script. */
export function titleAndHeading(html: string): { title: string; h1: string } {
  const text = (s: string | undefined) =>
    (s ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  return { title: text(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1]), h1: text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]) };
}
