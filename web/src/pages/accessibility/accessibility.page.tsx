import { accessibilityContent } from '../../content/page-content';
import { ContentPage } from '../../components/content/content-page';
import { LegalDocument } from '../../components/content/legal-document';
import { PageHero } from '../../components/content/page-hero';
import { t } from '../../i18n/catalog';
import { pageTitle } from '../../lib/page-title';

/** What the page reads in its language (decision 98), loaded with its chunk before it renders. */
export const content = [accessibilityContent];

/** /accessibility: the accessibility statement. */
export default function AccessibilityPage() {
  return (
    <ContentPage
      meta={{
        title: pageTitle(t('page.accessibility.title')),
        description: t('page.accessibility.description'),
        path: '/accessibility',
      }}
    >
      <PageHero title={t('page.accessibility.title')} lead={t('page.accessibility.lead')} />
      <LegalDocument
        sections={accessibilityContent.current().ACCESSIBILITY_SECTIONS}
        governingNote={accessibilityContent.current().GOVERNING_NOTE}
      />
    </ContentPage>
  );
}
