import { ContentPage } from '../../components/content/content-page';
import { PageHero } from '../../components/content/page-hero';
import { t } from '../../i18n/catalog';
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
        title: pageTitle(t('offer.title')),
        description: t('offer.description'),
        path: '/appointments/offer',
        noindex: true,
      }}
    >
      <PageHero title={t('offer.title')} lead={t('offer.lead')} />
      <div className={styles.page}>
        <OfferFlow />
      </div>
    </ContentPage>
  );
}
