// Compiles the web's message catalogs (web/src/i18n/catalogs/*.json) at build time (decision 93): each ICU message
// becomes Lingui's compiled form, so the browser carries no ICU parser (web/src/i18n/format-message.ts fills it). A
// message that is not valid ICU fails the build.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const CATALOG = /[\\/]i18n[\\/]catalogs[\\/][\w.-]+\.json$/;

/** @returns {import('vite').Plugin} */
export function catalogPlugin() {
  return {
    name: 'clinic:compile-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id.split('?')[0])) return undefined;
      const catalog = JSON.parse(code);
      const messages = Object.fromEntries(Object.entries(catalog.messages).map(([key, message]) => [key, compileMessageOrThrow(message)]));
      // Still JSON (the compiled form is arrays and strings): Vite's JSON plugin makes the module of it after this.
      return { code: JSON.stringify({ ...catalog, messages }), map: null };
    },
  };
}
