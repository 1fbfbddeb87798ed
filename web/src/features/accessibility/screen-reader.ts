import { activeLanguage, t } from '../../i18n/catalog';
import { frontLayer } from './front-layer';
import { readableText } from './readable-text';

/** Most characters the screen reader speaks (website.md §5). */
export const SPEECH_CHAR_LIMIT = 10_000;

/** The selected text if any, otherwise the main page text (one block a line), cut to the speech cap. */
function textToRead(selectedText: string, mainText: string): string {
  const text = selectedText.trim() || mainText.replace(/[^\S\n]+/g, ' ').trim();
  return text.slice(0, SPEECH_CHAR_LIMIT);
}

/** What the Screen Reader toggle did, so the widget knows whether it is now reading. */
export type SpeechOutcome = 'reading' | 'stopped' | 'unsupported' | 'nothing';

/**
 * Screen Reader toggle (website.md §4): cancels speech that is playing; otherwise reads the selection or the visible
 * text of the layer in front (an open dialog, menu or search, else the page's <main>). `onEnd` runs when the reading
 * finishes by itself.
 */
export function toggleSpeech(onEnd: () => void): SpeechOutcome {
  if (!('speechSynthesis' in window) || typeof SpeechSynthesisUtterance === 'undefined') {
    // Browser alerts of website.md §8, word for word in English (the catalogs' a11y.*).
    window.alert(t('a11y.speechUnsupported'));
    return 'unsupported';
  }
  if (window.speechSynthesis.speaking) {
    window.speechSynthesis.cancel();
    return 'stopped';
  }
  const layer = frontLayer();
  const text = textToRead(window.getSelection()?.toString() ?? '', layer ? readableText(layer) : '');
  if (!text) {
    window.alert(t('a11y.nothingToRead'));
    return 'nothing';
  }
  const utterance = new SpeechSynthesisUtterance(text);
  // The page's language, so the browser picks a voice that can read it (an English voice spells Armenian out).
  utterance.lang = activeLanguage();
  utterance.onend = onEnd;
  window.speechSynthesis.speak(utterance);
  return 'reading';
}
