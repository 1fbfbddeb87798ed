import { loadedCoreTranslator } from './catalog';

/**
 * A text the core wrote in English (a form error, a search outcome, a wizard notice), in the page's language once
 * the core's catalog is in (the dialog and the manage page load it beside their chunk); English pages, and words
 * that are no core text (athena's own), stay as they are.
 */
export function coreText(text: string): string;
export function coreText(text: string | undefined): string | undefined;
export function coreText(text: string | undefined): string | undefined {
  const translate = loadedCoreTranslator();
  return text && translate ? translate(text) : text;
}
