import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';
import { FeedbackForm } from './feedback-form';

/** /feedback: shown without the site chrome (website.md §2), so it carries its own way back home. */
export default function FeedbackPage() {
  return (
    <ContentPage
      meta={{
        title: pageTitle('Share Your Feedback'),
        description: 'Tell us how we are doing. Your comments help us improve care at our clinics.',
        path: '/feedback',
      }}
    >
      <PageHero title="Share Your Feedback" lead="Tell us how we did. Your comments help us improve." />
      <ContentSection title="Your feedback">
        <FeedbackForm />
        <p>
          <Link to="/">Back to the home page</Link>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
