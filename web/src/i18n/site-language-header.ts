import { SITE_LANGUAGE_HEADER } from '@clinic/core';
import { activeLanguage } from './catalog';

/**
 * The page's language on every call to the server's athena proxy, manage and waitlist routes, so what the server
 * writes for the patient (its messages, the mails, the language athena records) is in the language they book in.
 */
export const siteLanguageHeaders = (): Record<string, string> => ({ [SITE_LANGUAGE_HEADER]: activeLanguage() });
