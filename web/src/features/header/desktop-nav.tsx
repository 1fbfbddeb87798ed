import { Link } from 'react-router-dom';
import { NavDropdown } from './nav-dropdown';
import { desktopLinks, navMenus } from './nav-menus';
import { t } from '../../i18n/catalog';
import styles from './header.module.css';

/** The wide-screen navigation: three dropdowns and the direct links (website.md §2). */
export function DesktopNav() {
  return (
    <nav aria-label={t('nav.main')} className={styles.desktopNav}>
      <ul className={styles.navList}>
        {navMenus().map((menu) => (
          <NavDropdown key={menu.id} menu={menu} />
        ))}
        {desktopLinks().map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.navItem}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
