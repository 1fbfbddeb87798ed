import { PRIVACY_SECTIONS } from '../../content/legal/privacy-policy';
import { ContentPage } from '../../components/content/content-page';
import { LegalDocument } from '../../components/content/legal-document';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';

/** /privacy-policy: the PRIVACY POLICY, sections in the spec's order. */
export default function PrivacyPolicyPage() {
  return (
    <ContentPage
      meta={{
        title: pageTitle('Privacy Policy'),
        description: 'How we collect, use and protect the personal information you share through our website.',
        path: '/privacy-policy',
      }}
    >
      <PageHero title="PRIVACY POLICY" />
      <LegalDocument sections={PRIVACY_SECTIONS} />
    </ContentPage>
  );
}
