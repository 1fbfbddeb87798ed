import { coreCatalog, manageMessage, translateCoreText, type ManageFailure, type SiteLanguageCode } from '@clinic/core';

/**
 * A refusal's body in the page's language: the code's sentence and each field's message. The code stays the
 * contract; the words follow `X-Site-Language` (decision 99).
 */
export function inLanguage(failure: ManageFailure, language: SiteLanguageCode): ManageFailure {
  if (language === 'en') return failure;
  const catalog = coreCatalog(language);
  const fields = failure.fields
    ? Object.fromEntries(Object.entries(failure.fields).map(([name, text]) => [name, translateCoreText(catalog, text)]))
    : undefined;
  return { ...failure, message: manageMessage(failure.code, catalog), ...(fields ? { fields } : {}) };
}
