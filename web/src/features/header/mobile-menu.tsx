import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { READING_LAYER } from '../../lib/reading-layer';
import { BookButton } from '../../components/ui/book-button';
import { PhoneLink } from '../../components/ui/phone-link';
import { SearchIcon } from '../../components/icons/icons';
import { MobileMenuSection } from './mobile-menu-section';
import { mobileLinks, navMenus } from './nav-menus';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { t } from '../../i18n/catalog';
import { LanguageSwitcher } from '../../components/language/language-switcher';
import styles from './mobile-menu.module.css';

interface MobileMenuProps {
  id: string;
  onClose: () => void;
  onSearch: () => void;
  /** The hamburger: a click on it is not a click outside. */
  toggle: RefObject<HTMLButtonElement | null>;
}

/** The full-screen menu behind the hamburger (website.md §2); rendered only while open. */
export function MobileMenu({ id, onClose, onSearch, toggle }: MobileMenuProps) {
  const panel = useRef<HTMLElement>(null);
  useBodyScrollLock(true);

  // The panel starts where the header ends, measured: above the top of the page the demo's banner pushes the
  // sticky header down (decision 15), and the header's height changes with the width.
  useLayoutEffect(() => {
    const bottom = toggle.current?.closest('header')?.getBoundingClientRect().bottom ?? 0;
    if (bottom > 0) panel.current?.style.setProperty('--mobile-header-offset', `${Math.round(bottom)}px`);
  }, [toggle]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !toggle.current?.contains(target)) onClose();
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [onClose, toggle]);

  return (
    <nav id={id} ref={panel} aria-label={t('nav.mobile')} className={styles.panel} {...READING_LAYER}>
      <ul className={styles.list}>
        {navMenus().map((menu) => (
          <MobileMenuSection key={menu.id} menu={menu} onNavigate={onClose} />
        ))}
        {mobileLinks().map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link} onClick={onClose}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <BookButton className={styles.book} onClick={onClose}>
        {t('header.bookAppointment')}
      </BookButton>
      <LanguageSwitcher className={styles.languages} />
      <div className={styles.icons}>
        <PhoneLink iconOnly className={styles.iconButton} />
        <button type="button" className={styles.iconButton} aria-label={t('header.search')} onClick={onSearch}>
          <SearchIcon size={18} />
        </button>
      </div>
    </nav>
  );
}
