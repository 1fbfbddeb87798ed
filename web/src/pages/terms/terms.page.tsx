import { termsContent } from '../../content/page-content';
import { ContentPage } from '../../components/content/content-page';
import { LegalDocument } from '../../components/content/legal-document';
import { PageHero } from '../../components/content/page-hero';
import { t } from '../../i18n/catalog';
import { pageTitle } from '../../lib/page-title';

/** What the page reads in its language (decision 98), loaded with its chunk before it renders. */
export const content = [termsContent];

/** /terms: the terms and conditions of using the website. */
export default function TermsPage() {
  return (
    <ContentPage meta={{ title: pageTitle(t('page.terms.title')), description: t('page.terms.description'), path: '/terms' }}>
      <PageHero title={t('page.terms.title')} />
      <LegalDocument sections={termsContent.current().TERMS_SECTIONS} governingNote={termsContent.current().GOVERNING_NOTE} />
    </ContentPage>
  );
}
