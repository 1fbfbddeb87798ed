import { ContentPage } from '../../components/content/content-page';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';
import styles from '../appointment-offer/offer.module.css';
import { LeaveFlow } from './leave-flow';

/** /appointments/waitlist/leave?token=…: the one-click way off the waitlist from every offer e-mail (issue #33). */
export default function WaitlistLeavePage() {
  return (
    <ContentPage
      meta={{
        title: pageTitle('Stop Earlier-Time Offers'),
        description: 'Stop e-mails offering an earlier appointment.',
        path: '/appointments/waitlist/leave',
        noindex: true,
      }}
    >
      <PageHero title="Stop Earlier-Time Offers" lead="Your appointment stays as it is." />
      <div className={styles.page}>
        <LeaveFlow />
      </div>
    </ContentPage>
  );
}
