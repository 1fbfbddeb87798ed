import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { activeLanguage, messagesIn, type MessageId } from '../../i18n/catalog';
import { localizedPath, type Language } from '../../i18n/languages';
import { browserStorage } from '../../lib/browser-storage';
import { languageToOffer, readLanguageChoice, storeLanguageChoice } from '../../lib/language-choice';
import styles from './language-offer.module.css';

interface Offer {
  language: Language;
  text: (id: MessageId) => string;
}

/**
 * One line offering the page in the language the visitor chose before, or (first visit) that their browser prefers,
 * written in that language (issue #37). Never a redirect: decided after the page is live, from this device alone,
 * so crawlers and shared links get the page they asked for. "No, thanks" remembers the page's language.
 */
export function LanguageOffer() {
  const { pathname } = useLocation();
  const [offer, setOffer] = useState<Offer>();
  useEffect(() => {
    const page = activeLanguage();
    const language = languageToOffer(page, readLanguageChoice(browserStorage()), navigator.languages ?? [navigator.language]);
    // The server lists the languages it serves when some are not (SITE_LANGUAGES): never offer one of those.
    const served = document.documentElement.dataset.siteLanguages?.split(' ');
    if (!language || (served && !served.includes(language))) return;
    let live = true;
    void messagesIn(language).then(
      (text) => live && setOffer({ language, text }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!offer) return null;
  const { language, text } = offer;
  return (
    <aside className={styles.offer} lang={language} aria-label={text('language.switcher')}>
      <span>{text('language.offer')}</span>
      <a href={localizedPath(pathname, language)} hrefLang={language} onClick={() => storeLanguageChoice(browserStorage(), language)}>
        {text('language.offerSwitch')}
      </a>
      <button
        type="button"
        onClick={() => {
          storeLanguageChoice(browserStorage(), activeLanguage());
          setOffer(undefined);
        }}
      >
        {text('language.offerDismiss')}
      </button>
    </aside>
  );
}
