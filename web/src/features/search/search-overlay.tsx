import type { SiteSearchGroup } from '@clinic/core';
import { Suspense, use, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CloseIcon, SearchIcon } from '../../components/icons/icons';
import { providerTitle } from '../../components/content/provider-labels';
import { conciergeTiersContent, faqContent, ivTherapiesContent, servicesContent } from '../../content/page-content';
import { searchPagesIn, searchProviders } from '../../content/search-pages';
import { t } from '../../i18n/catalog';
import { spokenLanguages } from '../../i18n/spoken-languages';
import { READING_LAYER } from '../../lib/reading-layer';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { searchIgnoringAccents } from './accent-free-search';
import { SearchResultGroup, type SearchResultItem } from './search-result-group';
import iconStyles from '../../components/ui/icon-button.module.css';
import styles from './search-overlay.module.css';

const headings = (): Record<SiteSearchGroup, string> => ({
  services: t('search.services'),
  providers: t('search.providers'),
  pages: t('search.pages'),
});

/**
 * The providers in the page's language: their title and the languages they speak, which the result shows and a
 * query in the page's language finds ("armenio", "հայերեն"); the roster's English names stay for "español" (core).
 */
const providersInPageLanguage = () =>
  searchProviders.map((provider) => ({
    ...provider,
    title: `${providerTitle(provider.title)} · ${spokenLanguages(provider.languages)}`,
  }));

/** The overlay once the page language's catalogue, FAQ, concierge tiers and IV drips are in (the first opening downloads them). */
export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <SearchDialog onClose={onClose} />
    </Suspense>
  );
}

/**
 * The site search (website.md §2 "Search overlay", §5) in the page's language (issue #37), accents ignored: grouped
 * results, best group first; Enter opens the first result; focus stays inside and the page behind does not scroll;
 * the backdrop and Escape close it.
 */
function SearchDialog({ onClose }: { onClose: () => void }) {
  const services = use(servicesContent.ready()).serviceData;
  const { faqItems } = use(faqContent.ready());
  const { conciergeTiers } = use(conciergeTiersContent.ready());
  const { ivTherapies } = use(ivTherapiesContent.ready());
  const [query, setQuery] = useState('');
  const dialog = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const titleId = useId();
  useFocusTrap(dialog, onClose);

  const results = searchIgnoringAccents(query, {
    services,
    providers: providersInPageLanguage(),
    pages: searchPagesIn({ faqItems, conciergeTiers, ivTherapies }),
  });
  const groups: Record<SiteSearchGroup, SearchResultItem[]> = {
    services: results.services.map((s) => ({ key: `s${s.id}`, label: s.title, hint: s.description, link: s.link })),
    providers: results.providers.map((p) => ({ key: `p${p.id}`, label: p.name, hint: p.title, link: p.link })),
    pages: results.pages.map((p) => ({ key: `g${p.id}`, label: p.title, hint: p.description, link: p.link })),
  };
  const first = results.order[0] ? groups[results.order[0]][0] : undefined;

  const go = (link: string) => {
    onClose();
    navigate(link);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !first) return;
    event.preventDefault();
    go(first.link);
  };

  return (
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()} data-testid="search-backdrop">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        {...READING_LAYER}
      >
        <h2 id={titleId} className={styles.title}>
          {t('header.search')}
        </h2>
        <div className={styles.field}>
          <SearchIcon className={styles.fieldIcon} />
          <input
            type="search"
            data-autofocus
            className={styles.input}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            enterKeyHint="go"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={iconStyles.iconButton} aria-label={t('search.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.results} aria-live="polite">
          {results.order.length === 0 ? <p className={styles.empty}>{t('search.empty')}</p> : null}
          {results.order.map((group) => (
            <SearchResultGroup key={group} heading={headings()[group]} items={groups[group]} onPick={go} />
          ))}
        </div>
      </div>
    </div>
  );
}
