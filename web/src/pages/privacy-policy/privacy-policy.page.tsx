import { privacyContent } from '../../content/page-content';
import { ContentPage } from '../../components/content/content-page';
import { LegalDocument } from '../../components/content/legal-document';
import { PageHero } from '../../components/content/page-hero';
import { t } from '../../i18n/catalog';
import { pageTitle } from '../../lib/page-title';

/** What the page reads in its language (decision 98), loaded with its chunk before it renders. */
export const content = [privacyContent];

/** /privacy-policy: the PRIVACY POLICY, sections in the spec's order. */
export default function PrivacyPolicyPage() {
  return (
    <ContentPage meta={{ title: pageTitle(t('page.privacy.title')), description: t('page.privacy.description'), path: '/privacy-policy' }}>
      <PageHero title={t('page.privacy.heading')} />
      <LegalDocument sections={privacyContent.current().PRIVACY_SECTIONS} governingNote={privacyContent.current().GOVERNING_NOTE} />
    </ContentPage>
  );
}
