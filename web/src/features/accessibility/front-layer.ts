import { READING_LAYER_SELECTOR } from '../../lib/reading-layer';

/**
 * "The main page text" (website.md §4) of what the visitor sees in front: the open dialog, mobile menu or search,
 * else the page's <main>. The last opened layer comes last in the document (a nested dialog is inside its dialog,
 * the search and the booking dialog come after the header's menu).
 */
export function frontLayer(doc: Document = document): Element | null {
  const layers = doc.querySelectorAll(READING_LAYER_SELECTOR);
  return layers[layers.length - 1] ?? doc.querySelector('main');
}
