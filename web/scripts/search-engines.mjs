// sitemap.xml and robots.txt, from the prerendered route list (itself derived from the catalogues).

/**
 * Prerendered routes that are not for search engines: /feedback (website.md §2) and the patients' own manage page
 * (noindex; left crawlable, so crawlers can read that).
 */
export const UNLISTED_ROUTES = ['/feedback', '/appointments/manage'];

const escapeXml = (/** @type {string} */ s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * @typedef {object} SiteLanguages
 * @property {string} SITE_URL
 * @property {readonly string[]} LANGUAGES the site's languages, English (unprefixed) first
 * @property {(path: string) => string} withoutLanguage `/es/about` → `/about`
 * @property {(path: string, language: string) => string} localizedPath `/about`, `es` → `/es/about`
 */

/**
 * Every listed page in every language, each with its alternates (all languages and `x-default`, English), as
 * search engines read them from a sitemap (decision 94).
 * @param {string[]} routes @param {SiteLanguages} site
 */
export function sitemapXml(routes, site) {
  const url = (/** @type {string} */ path) => escapeXml(site.SITE_URL + (path === '/' ? '/' : path));
  const urls = routes
    .filter((route) => !UNLISTED_ROUTES.includes(site.withoutLanguage(route)))
    .map((route) => {
      const page = site.withoutLanguage(route);
      const link = (/** @type {string} */ language, /** @type {string} */ path) =>
        `    <xhtml:link rel="alternate" hreflang="${language}" href="${url(path)}"/>`;
      const alternates = [...site.LANGUAGES.map((language) => link(language, site.localizedPath(page, language))), link('x-default', page)];
      return `  <url>\n    <loc>${url(route)}</loc>\n${alternates.join('\n')}\n  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The feedback form in every language is for patients sent to it, not for search results. @param {SiteLanguages} site */
export function robotsTxt(site) {
  const disallow = site.LANGUAGES.map((language) => `Disallow: ${site.localizedPath('/feedback', language)}\n`).join('');
  return `User-agent: *\nAllow: /\n${disallow}\nSitemap: ${site.SITE_URL}/sitemap.xml\n`;
}
