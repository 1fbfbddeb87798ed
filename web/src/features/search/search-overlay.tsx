import { searchSiteWithPages, type SiteSearchGroup } from '@clinic/core';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CloseIcon, SearchIcon } from '../../components/icons/icons';
import { searchPages, searchProviders } from '../../content/search-pages';
import { services } from '../../content/services';
import { READING_LAYER } from '../../lib/reading-layer';
import { useFocusTrap } from '../../lib/use-focus-trap';
import { SearchResultGroup, type SearchResultItem } from './search-result-group';
import iconStyles from '../../components/ui/icon-button.module.css';
import styles from './search-overlay.module.css';

const HEADINGS: Record<SiteSearchGroup, string> = { services: 'Services', providers: 'Providers', pages: 'Pages' };

/**
 * The site search (website.md §2 "Search overlay", §5): grouped results, best group first; Enter opens the first
 * result; focus stays inside and the page behind does not scroll; the backdrop and Escape close it.
 */
export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const dialog = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const titleId = useId();
  useFocusTrap(dialog, onClose);

  const results = searchSiteWithPages(query, { services, providers: searchProviders, pages: searchPages });
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
          Search
        </h2>
        <div className={styles.field}>
          <SearchIcon className={styles.fieldIcon} />
          <input
            type="search"
            data-autofocus
            className={styles.input}
            placeholder="Search for services or providers..."
            aria-label="Search for services or providers"
            enterKeyHint="go"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={iconStyles.iconButton} aria-label="Close search" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.results} aria-live="polite">
          {results.order.length === 0 ? <p className={styles.empty}>No results found.</p> : null}
          {results.order.map((group) => (
            <SearchResultGroup key={group} heading={HEADINGS[group]} items={groups[group]} onPick={go} />
          ))}
        </div>
      </div>
    </div>
  );
}
