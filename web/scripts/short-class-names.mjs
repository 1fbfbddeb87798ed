// Production class names for CSS modules: `_` and a short base-36 number, instead of Vite's `_<class>_<hash>_<line>`.
// A page's markup names about 120 classes, several times each, and its inline CSS names them again: on the home page
// the short names are about 0.9 KB of brotli, which the 14 KB HTML budget needed once the pages came in three
// languages (issue #37, decision 94). Readable names stay in development and tests.
//
// The numbers come from every class of every module file under src/, sorted: the client and the server build (which
// prerenders) give one class one name whatever order they meet the files in.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const moduleFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? moduleFiles(join(dir, entry.name)) : entry.name.endsWith('.module.css') ? [join(dir, entry.name)] : [],
  );

/** @param {string} root the web package's folder: names depend on paths inside it, never on where it is checked out */
export function shortClassNames(root) {
  const owners = moduleFiles(join(root, 'src'))
    .flatMap((file) => {
      const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      return [...new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => `${relative(root, file)}:${m[1]}`))];
    })
    .sort();
  const names = new Map(owners.map((owner, index) => [owner, `_${index.toString(36)}`]));
  return (/** @type {string} */ name, /** @type {string} */ filename) => {
    const owner = `${relative(root, filename.split('?')[0] ?? filename)}:${name}`;
    const short = names.get(owner);
    // A class the scan did not see (a pattern it cannot read) keeps a readable, unique name rather than breaking.
    return (
      short ?? `_${name}_${owner.length.toString(36)}_${[...owner].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7).toString(36)}`
    );
  };
}
