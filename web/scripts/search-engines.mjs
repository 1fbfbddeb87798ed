// sitemap.xml and robots.txt, from the prerendered route list (itself derived from the catalogues).

/**
 * Prerendered routes that are not for search engines: /feedback (website.md §2) and the patients' own manage page
 * (noindex; left crawlable, so crawlers can read that).
 */
export const UNLISTED_ROUTES = ['/feedback', '/appointments/manage'];

const escapeXml = (/** @type {string} */ s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** @param {string[]} routes @param {string} siteUrl */
export function sitemapXml(routes, siteUrl) {
  const urls = routes
    .filter((route) => !UNLISTED_ROUTES.includes(route))
    .map((route) => `  <url><loc>${escapeXml(siteUrl + (route === '/' ? '/' : route))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** @param {string} siteUrl */
export function robotsTxt(siteUrl) {
  return `User-agent: *\nAllow: /\nDisallow: /feedback\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
