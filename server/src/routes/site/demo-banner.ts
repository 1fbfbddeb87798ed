import { coreMessage, DEMO_MODE_ATTRIBUTE } from '@clinic/core';

/**
 * The banner the demo adds to every page (decision 15). It sits right after `<body>`, outside React's root, so
 * hydration never sees it; it is plain markup styled by the site CSS (`.demo-banner`), so the CSP needs no new
 * hash, and it is there before any script runs. A labelled landmark, so axe's "all content in landmarks" holds.
 */
const demoBannerHtml = (language: string) =>
  `<aside class="demo-banner" aria-label="${coreMessage(language, 'demo.label')}"><p>${coreMessage(language, 'demo.notice')}</p></aside>`;

/**
 * A prerendered page as the demo serves it: `<html data-clinic-mode="demo">` and the banner first in `<body>`, in the
 * page's language (its `<html lang>`).
 */
export function withDemoBanner(html: string): string {
  const language = /<html\b[^>]*\blang="([^"]+)"/i.exec(html)?.[1] ?? 'en';
  const banner = demoBannerHtml(language);
  return html
    .replace(/<html\b/i, `<html ${DEMO_MODE_ATTRIBUTE.name}="${DEMO_MODE_ATTRIBUTE.value}"`)
    .replace(/<body\b[^>]*>/i, (body) => `${body}${banner}`);
}
