import { ContentPage } from '../../components/content/content-page';
import { PageHero } from '../../components/content/page-hero';
import { t } from '../../i18n/catalog';
import { pageTitle } from '../../lib/page-title';
import styles from '../appointment-offer/offer.module.css';
import { LeaveFlow } from './leave-flow';

/** /appointments/waitlist/leave?token=…: the one-click way off the waitlist from every offer e-mail (issue #33). */
export default function WaitlistLeavePage() {
  return (
    <ContentPage
      meta={{
        title: pageTitle(t('waitlist.title')),
        description: t('waitlist.description'),
        path: '/appointments/waitlist/leave',
        noindex: true,
      }}
    >
      <PageHero title={t('waitlist.title')} lead={t('waitlist.lead')} />
      <div className={styles.page}>
        <LeaveFlow />
      </div>
    </ContentPage>
  );
}
