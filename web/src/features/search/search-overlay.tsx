import { searchSite } from '@clinic/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CloseIcon, SearchIcon } from '../../components/icons/icons';
import { providers } from '../../content/providers';
import { services } from '../../content/services';
import { SearchResultGroup } from './search-result-group';
import iconStyles from '../../components/ui/icon-button.module.css';
import styles from './search-overlay.module.css';

/** The site search (website.md §2 "Search overlay", §5): grouped results, backdrop and Escape close it. */
export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const titleId = useId();
  const results = searchSite(query, { services, providers });

  useEffect(() => {
    // Focus moves into the dialog, and back to whatever opened it when it closes.
    const opener = document.activeElement as HTMLElement | null;
    input.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [onClose]);

  const go = (link: string) => {
    onClose();
    navigate(link);
  };
  const empty = results.services.length === 0 && results.providers.length === 0;

  return (
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()} data-testid="search-backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog}>
        <h2 id={titleId} className={styles.title}>
          Search
        </h2>
        <div className={styles.field}>
          <SearchIcon className={styles.fieldIcon} />
          <input
            ref={input}
            type="search"
            className={styles.input}
            placeholder="Search for services or providers..."
            aria-label="Search for services or providers"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="button" className={iconStyles.iconButton} aria-label="Close search" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.results} aria-live="polite">
          {empty ? <p className={styles.empty}>No results found.</p> : null}
          <SearchResultGroup heading="Services" items={results.services.map((s) => ({ key: `s${s.id}`, label: s.title, hint: s.description, link: s.link }))} onPick={go} />
          <SearchResultGroup heading="Providers" items={results.providers.map((p) => ({ key: `p${p.id}`, label: p.name, hint: p.title, link: p.link }))} onPick={go} />
        </div>
      </div>
    </div>
  );
}
