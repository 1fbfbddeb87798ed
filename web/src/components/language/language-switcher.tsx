import { useLocation } from 'react-router-dom';
import { activeLanguage, t } from '../../i18n/catalog';
import { LANGUAGE_NAMES, LANGUAGES, localizedPath } from '../../i18n/languages';
import { browserStorage } from '../../lib/browser-storage';
import { storeLanguageChoice } from '../../lib/language-choice';
import styles from './language-switcher.module.css';

/**
 * The three languages, each named in its own script, as plain links to the same page in that language: a full
 * navigation, so the new page comes with its own `<html lang>`, catalog and fonts (decision 94). The choice is
 * remembered on the device; nothing ever redirects by it.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const current = activeLanguage();
  return (
    <nav aria-label={t('language.switcher')} className={className ? `${styles.switcher} ${className}` : styles.switcher}>
      <ul className={styles.list}>
        {LANGUAGES.map((language) => (
          <li key={language} data-language={language}>
            <a
              href={localizedPath(pathname, language)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              className={styles.link}
              onClick={() => storeLanguageChoice(browserStorage(), language)}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
