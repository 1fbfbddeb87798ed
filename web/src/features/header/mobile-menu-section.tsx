import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDownIcon } from '../../components/icons/icons';
import type { NavMenu } from './nav-menus';
import styles from './mobile-menu.module.css';

/** One collapsible section of the mobile menu; each expands and collapses on its own (website.md §2). */
export function MobileMenuSection({ menu, onNavigate }: { menu: NavMenu; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <li className={styles.section}>
      <button
        type="button"
        className={styles.sectionButton}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((e) => !e)}
      >
        {menu.label}
        <ChevronDownIcon size={18} className={expanded ? styles.chevronOpen : undefined} />
      </button>
      <ul id={listId} className={styles.sectionList} hidden={!expanded}>
        {[...menu.links, menu.more].map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
