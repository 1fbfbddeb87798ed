import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CloseIcon, MenuIcon, SearchIcon } from '../../components/icons/icons';
import { BookButton } from '../../components/ui/book-button';
import { PhoneLink } from '../../components/ui/phone-link';
import { SITE_NAME } from '../../content/site';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { useScrolledPast } from './use-scrolled-past';
import iconStyles from '../../components/ui/icon-button.module.css';
import { t } from '../../i18n/catalog';
import { LanguageSwitcher } from '../../components/language/language-switcher';
import styles from './header.module.css';

/** Scroll distance after which the sticky header casts a shadow (website.md §9). */
const HEADER_SHADOW_AFTER_PX = 10;

/** The sticky site header: desktop bar with dropdowns, mobile top bar and hamburger menu (website.md §2). */
export function Header({ onSearch }: { onSearch: () => void }) {
  const scrolled = useScrolledPast(HEADER_SHADOW_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <header className={scrolled ? `${styles.header} ${styles.scrolled}` : styles.header} data-scrolled={scrolled}>
      <div className={styles.topBar}>
        <BookButton variant="light" size="small" className={styles.mobileOnly}>
          {t('header.bookOnline')}
        </BookButton>
        <PhoneLink className={`${styles.topPhone} ${styles.mobileOnly}`} />
        <LanguageSwitcher className={styles.languages} />
      </div>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label={t('header.home', { site: SITE_NAME })}>
          <Logo />
        </Link>
        <DesktopNav />
        <div className={styles.actions}>
          <BookButton size="small" className={styles.desktopOnly}>
            {t('header.bookAppointment')}
          </BookButton>
          <PhoneLink className={`${styles.phone} ${styles.desktopOnly}`} />
          <button type="button" className={iconStyles.iconButton} aria-label={t('header.search')} onClick={onSearch}>
            <SearchIcon />
          </button>
          <button
            ref={toggle}
            type="button"
            className={`${iconStyles.iconButton} ${styles.hamburger}`}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      {menuOpen ? <MobileMenu id={menuId} onClose={closeMenu} onSearch={onSearch} toggle={toggle} /> : null}
    </header>
  );
}
