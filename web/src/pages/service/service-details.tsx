import { use } from 'react';
import { ContentSection } from '../../components/content/content-section';
import { audiencesContent, expectationsContent } from '../../content/page-content';
import type { ServiceEntry } from '../../content/types';
import { t } from '../../i18n/catalog';
import styles from './service.module.css';

/**
 * "What to expect" and "Who it is for", in the page's language, below the fold: read with `use` inside the page's
 * Suspense boundary (decision 98), they stay out of the first load; the prerender waits for them and hydration keeps
 * their server HTML until they are in.
 */
export function ServiceDetails({ service }: { service: ServiceEntry }) {
  const { SERVICE_EXPECTATIONS } = use(expectationsContent.ready());
  const { AUDIENCES } = use(audiencesContent.ready());
  return (
    <>
      <ContentSection title={t('page.service.expect')} tone="white">
        <ol className={styles.steps}>
          {SERVICE_EXPECTATIONS[service.category].map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </ContentSection>
      <ContentSection title={t('page.service.audience')}>
        <p>{AUDIENCES[service.slug]}</p>
        <p>{t('page.service.everyPatient')}</p>
      </ContentSection>
    </>
  );
}
