import { TERMS_SECTIONS } from '../../content/legal/terms';
import { ContentPage } from '../../components/content/content-page';
import { LegalDocument } from '../../components/content/legal-document';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';

/** /terms: the terms and conditions of using the website. */
export default function TermsPage() {
  return (
    <ContentPage
      meta={{ title: pageTitle('Terms and Conditions'), description: 'The terms and conditions for using our website.', path: '/terms' }}
    >
      <PageHero title="Terms and Conditions" />
      <LegalDocument sections={TERMS_SECTIONS} />
    </ContentPage>
  );
}
