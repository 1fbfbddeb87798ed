import { ACCESSIBILITY_SECTIONS } from '../../content/legal/accessibility-statement';
import { ContentPage } from '../../components/content/content-page';
import { LegalDocument } from '../../components/content/legal-document';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';

/** /accessibility: the accessibility statement. */
export default function AccessibilityPage() {
  return (
    <ContentPage
      meta={{
        title: pageTitle('Accessibility Statement'),
        description: 'Our commitment to WCAG 2.1 AA, the accessibility tools on this website and how to report a barrier.',
        path: '/accessibility',
      }}
    >
      <PageHero title="Accessibility Statement" lead="We want everyone to be able to find care information and book a visit." />
      <LegalDocument sections={ACCESSIBILITY_SECTIONS} />
    </ContentPage>
  );
}
