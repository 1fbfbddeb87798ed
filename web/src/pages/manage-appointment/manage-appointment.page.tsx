import { ContentPage } from '../../components/content/content-page';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';
import { ManageFlow } from './manage-flow';
import styles from './manage.module.css';

/**
 * /appointments/manage: patients cancel or move what they booked, after an e-mailed code (issue #17). Not for
 * search engines, and nothing about the patient ever appears in its address.
 */
export default function ManageAppointmentPage() {
  return (
    <ContentPage
      meta={{
        title: pageTitle('Manage My Appointment'),
        description: 'Cancel or reschedule an appointment you booked online.',
        path: '/appointments/manage',
        noindex: true,
      }}
    >
      <PageHero title="Manage My Appointment" lead="Cancel or move an appointment you booked with us." />
      <div className={styles.page}>
        <ManageFlow />
      </div>
    </ContentPage>
  );
}
