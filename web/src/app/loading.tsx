import { t } from '../i18n/catalog';
import styles from './loading.module.css';

/** What shows while a page's chunk loads (website.md §8: "Loading..."). */
export function Loading() {
  return (
    <div className={styles.loading} role="status">
      {t('small.loading')}
    </div>
  );
}
