import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { PageHero } from '../../components/content/page-hero';
import { t } from '../../i18n/catalog';
import { pageTitle } from '../../lib/page-title';
import { FeedbackForm } from './feedback-form';

/** /feedback: shown without the site chrome (website.md §2), so it carries its own way back home. */
export default function FeedbackPage() {
  return (
    <ContentPage
      meta={{
        title: pageTitle(t('page.feedback.title')),
        description: t('page.feedback.description'),
        path: '/feedback',
      }}
    >
      <PageHero title={t('page.feedback.title')} lead={t('page.feedback.lead')} />
      <ContentSection title={t('page.feedback.section')}>
        <FeedbackForm />
        <p>
          <Link to="/">{t('page.feedback.home')}</Link>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
