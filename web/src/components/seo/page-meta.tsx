import { JsonLd } from './json-ld';
import { SITE_NAME, SITE_URL } from '../../content/site';
import { activeLanguage } from '../../i18n/catalog';
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath } from '../../i18n/languages';
import { SITE_IMAGE as DEFAULT_IMAGE } from '../../lib/site-images';

export interface PageMetaProps {
  title: string;
  description: string;
  /**
   * Path of the page in English, e.g. "/about"; the canonical URL (in the page's language) and the other languages'
   * addresses are built from it. None for a page with no address of its own (404).
   */
  path?: string;
  keywords?: string;
  image?: string;
  /** schema.org objects, rendered as application/ld+json. */
  jsonLd?: object | object[];
  /** Kept out of search results (a page for one patient's own business, e.g. managing an appointment). */
  noindex?: boolean;
}

/**
 * Per-page head tags. React 19 hoists <title>, <meta> and <link> into <head>, also in prerendered HTML,
 * so every route carries its own metadata without a head manager.
 */
export function PageMeta({ title, description, path, keywords, image, jsonLd, noindex }: PageMetaProps) {
  const url = path === undefined ? undefined : `${SITE_URL}${localizedPath(path, activeLanguage())}`;
  const ogImage = `${SITE_URL}${image ?? DEFAULT_IMAGE.path}`;
  const blocks = jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd];
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      {path === undefined ? null : <LanguageAlternates path={path} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={ogImage} />
      {image ? null : (
        <>
          <meta property="og:image:width" content={String(DEFAULT_IMAGE.width)} />
          <meta property="og:image:height" content={String(DEFAULT_IMAGE.height)} />
        </>
      )}
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <meta name="twitter:card" content="summary_large_image" />
      {blocks.map((block, i) => (
        <JsonLd key={i} data={block} />
      ))}
    </>
  );
}

/**
 * The page's address in every language, and English as the default for other readers (hreflang, decision 94). A
 * language production has not enabled answers 404; the server drops its alternate from the page it sends.
 */
function LanguageAlternates({ path }: { path: string }) {
  return (
    <>
      {LANGUAGES.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={`${SITE_URL}${localizedPath(path, language)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${SITE_URL}${localizedPath(path, DEFAULT_LANGUAGE)}`} />
    </>
  );
}
