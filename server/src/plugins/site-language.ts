import { parseSiteLanguage, SITE_LANGUAGE_HEADER, type SiteLanguageCode } from '@clinic/core';
import type { FastifyRequest } from 'fastify';

/**
 * The language of the page that made the call: `X-Site-Language: en|es|hy` (decision 99); missing, repeated or
 * unknown is English. A display preference, not patient data, so it may label a log line or a metric.
 */
export function siteLanguageOf(req: FastifyRequest): SiteLanguageCode {
  return parseSiteLanguage(req.headers[SITE_LANGUAGE_HEADER]);
}
