import { SITE_LANGUAGE_CODES, type SiteLanguageCode } from '@clinic/core';

/**
 * What the server does for the languages production has not enabled (SITE_LANGUAGES, decision 94): their addresses
 * answer 404, and the pages and the sitemap it sends name them nowhere (no hreflang alternate, no sitemap entry, the
 * switcher's entry hidden through `<html data-site-languages>`, which the site CSS reads). The build prerenders
 * every language; enabling one is a configuration change, not a build.
 */
export interface LanguageGate {
  enabled: readonly SiteLanguageCode[];
  /** Whether a URL path lies under a language that is not enabled (`/hy/about` while only en and es are). */
  isDisabledPath(path: string): boolean;
  /** A page as sent: the enabled languages on its root, the disabled ones' alternates removed. */
  page(html: string): string;
  /** The sitemap without the disabled languages' pages and alternates. */
  sitemap(xml: string): string;
}

const prefixOf = (language: SiteLanguageCode) => `/${language}`;

export function languageGate(enabled: readonly SiteLanguageCode[]): LanguageGate {
  const disabled = SITE_LANGUAGE_CODES.filter((language) => language !== 'en' && !enabled.includes(language));
  const underDisabled = (path: string) =>
    disabled.some((language) => path === prefixOf(language) || path.startsWith(`${prefixOf(language)}/`));
  const alternate = (language: string) => new RegExp(`<link rel="alternate" hrefLang="${language}"[^>]*>`, 'gi');
  return {
    enabled,
    isDisabledPath: underDisabled,
    page: (html) =>
      disabled.length === 0
        ? html
        : disabled
            .reduce((page, language) => page.replace(alternate(language), ''), html)
            .replace(/<html\b/i, `<html data-site-languages="${enabled.join(' ')}"`),
    sitemap: (xml) =>
      disabled.reduce(
        (map, language) =>
          map
            .replace(/ {2}<url>\n {4}<loc>([^<]*)<\/loc>[\s\S]*?<\/url>\n/g, (url, loc: string) =>
              underDisabled(new URL(loc).pathname) ? '' : url,
            )
            .replace(new RegExp(` {4}<xhtml:link rel="alternate" hreflang="${language}"[^>]*/>\\n`, 'g'), ''),
        xml,
      ),
  };
}

/** Every language: what the demo and the tests serve unless told otherwise. */
export const ALL_LANGUAGES: readonly SiteLanguageCode[] = SITE_LANGUAGE_CODES;
