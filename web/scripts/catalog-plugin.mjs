// Compiles the web's message catalogs (web/src/i18n/catalogs/*.json) at build time (decision 93): each ICU message
// becomes Lingui's compiled form, so the browser carries no ICU parser (web/src/i18n/format-message.ts fills it). A
// message that is not valid ICU fails the build.
// The app imports a catalog with `?ns=base`: the messages of no split namespace, and a loader for each namespace's
// chunk (`?ns=<namespace>`: ids starting `<namespace>.`). The source stays one file per language, while a page loads
// only its part, and only its language's base names the other chunks (they cost other pages nothing). A plain import
// is the source as written (what the catalog tests read).
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const CATALOG = /[\\/]i18n[\\/]catalogs[\\/][\w.-]+\.json$/;

/** The namespaces split off the base catalog (the type `Namespace` of web/src/i18n/catalog.ts). */
// `page` holds the texts of the pages other than the home's (their titles, headings, lists), `home` the home page's,
// `search` the overlay's: left in the base, every page would carry every other page's words.
// A page whose words would weigh on every other content page has its own (`page.about`: ids starting `page.about.`).
export const SPLIT_NAMESPACES = [
  'booking',
  'manage',
  'offer',
  'waitlist',
  'page',
  'home',
  'search',
  'page.about',
  'page.vision',
  'page.contact',
  'page.press',
  'page.concierge',
  'page.iv',
  'page.provider',
  'page.location',
  'page.testimonials',
  'page.feedback',
];

/** The most specific split namespace an id starts with, else its first segment. */
const namespaceOf = (id) =>
  SPLIT_NAMESPACES.filter((namespace) => id.startsWith(`${namespace}.`)).sort((a, b) => b.length - a.length)[0] ??
  id.slice(0, id.indexOf('.'));

/** Whether a message id belongs in the chunk a `?ns=` query asks for. */
function inNamespace(id, namespace) {
  if (namespace === 'base') return !SPLIT_NAMESPACES.includes(namespaceOf(id));
  return namespaceOf(id) === namespace;
}

/** @returns {import('vite').Plugin} */
export function catalogPlugin() {
  return {
    name: 'clinic:compile-catalogs',
    enforce: 'pre',
    transform(code, id) {
      const [path, query = ''] = id.split('?');
      if (!CATALOG.test(path)) return undefined;
      const namespace = new URLSearchParams(query).get('ns');
      if (namespace === null) return undefined;
      if (namespace !== 'base' && !SPLIT_NAMESPACES.includes(namespace))
        throw new Error(`${path}: no message namespace "${namespace}" (SPLIT_NAMESPACES in web/scripts/catalog-plugin.mjs)`);
      const catalog = JSON.parse(code);
      const messages = Object.fromEntries(
        Object.entries(catalog.messages)
          .filter(([key]) => inNamespace(key, namespace))
          .map(([key, message]) => [key, compileMessageOrThrow(message)]),
      );
      // A module of its own: with a query the file is no longer one Vite's JSON plugin takes (the compiled form is
      // arrays and strings, so it stays JSON text, which engines parse faster than the same object literal).
      const json = JSON.stringify({ ...catalog, messages });
      let module = `export default JSON.parse(${JSON.stringify(json)});`;
      if (namespace === 'base') {
        const file = path.split(/[\\/]/).pop();
        const loaders = SPLIT_NAMESPACES.map((name) => `${JSON.stringify(name)}: () => import(${JSON.stringify(`./${file}?ns=${name}`)})`);
        module += `\nexport const namespaces = { ${loaders.join(', ')} };`;
        // The core's texts in this language (its catalog, decision 93), for the parts that show them; English needs
        // none, the core's constants are its words.
        if (catalog.language !== 'en') {
          const core = JSON.stringify(`@clinic/core/catalogs/core.${catalog.language}`);
          module += `\nexport const core = () => import(${core}).then((m) => Object.values(m)[0]);`;
        }
      }
      return { code: module, map: null, moduleType: 'js' };
    },
  };
}
