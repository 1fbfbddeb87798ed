import { ContentPage } from '../../components/content/content-page';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';
import { OfferFlow } from './offer-flow';
import styles from './offer.module.css';

/**
 * /appointments/offer?token=…: an earlier time offered to a patient on the waitlist (issue #33). The token names no
 * patient; the prerendered shell has none, the browser reads it and asks the server. Not for search engines.
 */
export default function AppointmentOfferPage() {
  return (
    <ContentPage
      meta={{
        title: pageTitle('An Earlier Time'),
        description: 'Move your appointment to an earlier time that has opened.',
        path: '/appointments/offer',
        noindex: true,
      }}
    >
      <PageHero title="An Earlier Time" lead="A time earlier than your appointment has opened." />
      <div className={styles.page}>
        <OfferFlow />
      </div>
    </ContentPage>
  );
}
