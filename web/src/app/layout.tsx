import { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AccessibilityWidget, DialogAccessibilityButton } from '../features/accessibility/accessibility-widget';
import { Footer } from '../features/footer/footer';
import { Header } from '../features/header/header';
import { DialogToolsContext } from '../lib/dialog-tools';
import { BookingDialogSlot } from './booking-dialog-slot';
import { ScrollToTop } from './scroll-to-top';
import { SearchSlot } from './search-slot';
import { t } from '../i18n/catalog';
import { LanguageOffer } from '../features/language/language-offer';
import styles from './layout.module.css';

/** Routes shown without the site chrome (website.md §2: /feedback hides header, footer and the accessibility widget). */
const BARE_ROUTES = new Set(['/feedback']);

/** What every modal's header offers: the accessibility options, reachable inside its focus trap (issue #35 point 4). */
const DIALOG_TOOLS = <DialogAccessibilityButton />;

/** The page frame: skip link, header, the routed page, footer, accessibility widget, search and the booking dialog's slot. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [searching, setSearching] = useState(false);
  const openSearch = useCallback(() => setSearching(true), []);
  const closeSearch = useCallback(() => setSearching(false), []);
  const chrome = !BARE_ROUTES.has(pathname.replace(/\/+$/, '') || '/');
  return (
    <DialogToolsContext.Provider value={chrome ? DIALOG_TOOLS : null}>
      <ScrollToTop />
      {chrome ? (
        <>
          <a className={styles.skip} href="#main">
            {t('layout.skipToMain')}
          </a>
          <LanguageOffer />
          <Header onSearch={openSearch} />
        </>
      ) : null}
      {children}
      {chrome ? (
        <>
          <Footer />
          <AccessibilityWidget />
        </>
      ) : null}
      {searching ? <SearchSlot onClose={closeSearch} /> : null}
      <BookingDialogSlot />
    </DialogToolsContext.Provider>
  );
}
