import { coreMessage } from '@clinic/core';
import { describe, expect, it } from 'vitest';
import { UNLISTED_ROUTES } from '../web/scripts/search-engines.mjs';
import { site, titleAndHeading, urlOf } from './test-support/site';

const languageOf = (route: string) => /^\/(es|hy)(?=\/|$)/.exec(route)?.[1] ?? 'en';

describe('every route of the route table', () => {
  it('is in the build: 16 providers, 34 services, 3 locations, 3 articles and the static pages', () => {
    const count = (prefix: string) => site.routes.filter((r) => r.startsWith(prefix)).length;
    expect(count('/provider/')).toBe(16);
    expect(count('/services/')).toBe(34);
    expect(count('/locations/')).toBe(3);
    expect(count('/blog/')).toBe(3);
    expect(site.routes).toEqual(
      expect.arrayContaining(['/', '/about', '/feedback', '/concierge-medicine', '/iv-therapy', '/privacy-policy']),
    );
  });

  it('answers 200 with prerendered HTML holding its own <title> and an <h1>, without running JavaScript', async () => {
    const titles = new Map<string, string>();
    for (const route of site.routes) {
      const response = await fetch(urlOf(route), { redirect: 'manual' });
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type'), route).toMatch(/text\/html/);
      const html = await response.text();
      // The tests run the demo (npm start): its banner is in the HTML itself, first in <body>, before any script, in
      // the page's language.
      const language = languageOf(route);
      const banner = `<aside class="demo-banner" aria-label="${coreMessage(language, 'demo.label')}"><p>${coreMessage(language, 'demo.notice')}</p></aside>`;
      expect(html, `${route} carries the demo banner`).toMatch(new RegExp(`<body[^>]*>${banner}`));
      expect(html, `${route} says its language`).toMatch(new RegExp(`<html[^>]*\\blang="${language}"`));
      const { title, h1 } = titleAndHeading(html);
      expect(title, `${route} has a <title>`).not.toBe('');
      expect(h1, `${route} has an <h1>`).not.toBe('');
      // Unique within a language: the same page in two languages may share a name (a provider's).
      expect(titles.get(`${language} ${title}`), `${route} shares its title "${title}"`).toBeUndefined();
      titles.set(`${language} ${title}`, route);
    }
  });

  // That no route scrolls sideways at 320, 360 or 993 px is checked in the page sweep of accessibility.e2e.test.ts,
  // on the page axe has just loaded (decision 102).

  it('answers an unknown path with the not-found page and status 404, in the language of the address', async () => {
    for (const [path, heading, language] of [
      ['/no-such-page/at-all', 'Page Not Found', 'en'],
      ['/es/no-such-page', 'Página no encontrada', 'es'],
      ['/hy/no-such-page', 'Էջը չի գտնվել', 'hy'],
    ] as const) {
      const response = await fetch(urlOf(path));
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(titleAndHeading(html).h1).toBe(heading);
      expect(html).toContain(coreMessage(language, 'demo.notice'));
    }
  });

  it('serves sitemap.xml listing every public route, and robots.txt pointing at it', async () => {
    const sitemap = await (await fetch(urlOf('/sitemap.xml'))).text();
    for (const route of site.routes.filter((r) => !UNLISTED_ROUTES.includes(r.replace(/^\/(es|hy)(?=\/|$)/, '') || '/')))
      expect(sitemap).toContain(`${route === '/' ? '' : route}</loc>`);
    // Each page names itself in the three languages and x-default.
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="hy" href="https://www.foothillprimarycare.com/hy/services/diabetes"/>',
    );
    // The manage page is for one patient's own business: prerendered, but neither listed nor indexed.
    expect(sitemap).not.toContain('/appointments/manage');
    expect(await (await fetch(urlOf('/robots.txt'))).text()).toMatch(/Sitemap: https:\/\/\S+\/sitemap\.xml/);
  });
});
