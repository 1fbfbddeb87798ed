import { Link } from 'react-router-dom';
import { PageMeta } from '../../components/seo/page-meta';
import { buttonClass } from '../../components/ui/button-class';
import { SITE_NAME } from '../../content/site';
import { t } from '../../i18n/catalog';
import styles from './not-found.module.css';

/** Any unknown path (website.md §8), and pages whose slug matches nothing (import it and render it). */
export default function NotFoundPage() {
  return (
    <main id="main" className={styles.page}>
      {/* No canonical address or og:url: this page answers at every unknown path, and /404 is none of them. */}
      <PageMeta title={t('page.notFound.title', { site: SITE_NAME })} description={t('page.notFound.text')} />
      <p className={styles.code}>404</p>
      <h1>{t('page.notFound.heading')}</h1>
      <p>{t('page.notFound.text')}</p>
      <div className={styles.actions}>
        <Link to="/" className={buttonClass('primary')}>
          {t('page.notFound.home')}
        </Link>
        <Link to="/services" className={buttonClass('secondary')}>
          {t('page.notFound.services')}
        </Link>
      </div>
    </main>
  );
}
