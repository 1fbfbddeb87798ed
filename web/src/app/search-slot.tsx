import { buttonClass } from '../components/ui/button-class';
import { Modal } from '../features/booking/modal';
import { t } from '../i18n/catalog';
import { withNamespaces } from '../i18n/with-namespaces';
import { lazyModule } from './lazy-module';
import { useChunk } from './use-chunk';
import styles from './lazy-chunk.module.css';

// The overlay, the catalogues it searches and its words (the pages' names among them) load on first use, not with
// every page.
const searchOverlay = withNamespaces(
  lazyModule(
    () => import('../features/search/search-overlay'),
    (mod) => mod.default,
  ),
  ['search', 'page'],
);

/** The search overlay once its chunk is in; a message with "Try again" if it cannot be downloaded (issue #16). */
export function SearchSlot({ onClose }: { onClose(): void }) {
  const chunk = useChunk(searchOverlay.loaded, searchOverlay.load);
  if (chunk.status === 'ready') {
    const SearchOverlay = chunk.value;
    return <SearchOverlay onClose={onClose} />;
  }
  if (chunk.status === 'loading') return null;
  return (
    <Modal title={t('header.search')} size="narrow" onClose={onClose}>
      <div className={styles.failure} role="alert">
        <p>{t('small.searchFailed')}</p>
        <button type="button" className={buttonClass('primary')} onClick={chunk.retry}>
          {t('small.tryAgain')}
        </button>
      </div>
    </Modal>
  );
}
