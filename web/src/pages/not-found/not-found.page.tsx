import { Link } from 'react-router-dom';
import { PageMeta } from '../../components/seo/page-meta';
import { buttonClass } from '../../components/ui/button-class';
import { SITE_NAME } from '../../content/site';
import styles from './not-found.module.css';

/** Any unknown path (website.md §8), and pages whose slug matches nothing (import it and render it). */
export default function NotFoundPage() {
  return (
    <main id="main" className={styles.page}>
      {/* No canonical address or og:url: this page answers at every unknown path, and /404 is none of them. */}
      <PageMeta title={`Page Not Found | ${SITE_NAME}`} description="The page you are looking for does not exist or has moved." />
      <p className={styles.code}>404</p>
      <h1>Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <div className={styles.actions}>
        <Link to="/" className={buttonClass('primary')}>
          Back to Home
        </Link>
        <Link to="/services" className={buttonClass('secondary')}>
          Our Services
        </Link>
      </div>
    </main>
  );
}
