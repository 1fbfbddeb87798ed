import { ContentPage } from '../../components/content/content-page';
import { PageHero } from '../../components/content/page-hero';
import { t } from '../../i18n/catalog';
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
        title: pageTitle(t('manage.title')),
        description: t('manage.description'),
        path: '/appointments/manage',
        noindex: true,
      }}
    >
      <PageHero title={t('manage.title')} lead={t('manage.lead')} />
      <div className={styles.page}>
        <ManageFlow />
      </div>
    </ContentPage>
  );
}
