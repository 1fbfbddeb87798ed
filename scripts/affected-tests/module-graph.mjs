// Which files each file sees at run time, through the workspace packages' barrels by name (decision 102). Every
// package reaches the core through its one `@clinic/core` index, so a graph of whole files (vitest's `--changed`)
// has nearly every test see every core file. A package that declares `"sideEffects": false` promises that a
// module whose exports nobody uses does nothing when evaluated (bundlers drop it on that promise): an import of
// `{ a }` from such a package's index sees the file that defines `a` and the indexes on the way to it, not the
// other files the index re-exports. Past the index, a file that is seen is seen whole: every file it imports is
// seen too, name by name through barrels again.
import { posix } from 'node:path';
import { globMatcher } from './glob.mjs';
import { ALL, moduleFacts } from './module-facts.mjs';

const CODE = /\.(?:[cm]?[jt]s|tsx)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json'];
const INDEXES = ['/index.ts', '/index.tsx', '/index.mjs', '/index.js'];

/**
 * @typedef {{ name: string, dir: string, exports?: Record<string, unknown> | string, sideEffects?: unknown }} Package
 *   A workspace package: its name, its folder in the repository, its package.json's `exports` and `sideEffects`.
 */

/** The file an `exports` target names under the `source` condition, as vitest and the build resolve it. */
function exportTarget(/** @type {unknown} */ target) {
  if (typeof target === 'string') return target;
  if (target && typeof target === 'object') {
    const conditions = /** @type {Record<string, unknown>} */ (target);
    return exportTarget(conditions.source ?? conditions.default);
  }
  return undefined;
}

/**
 * @param {object} repo
 * @param {string[]} repo.files every file of the repository, relative to its root, `/`-separated
 * @param {(path: string) => string} repo.read a file's text
 * @param {Package[]} repo.packages the workspace packages
 */
export function moduleGraph({ files, read, packages }) {
  const fileSet = new Set(files);
  /** @type {Map<string, import('./module-facts.mjs').ModuleFacts>} */
  const factsCache = new Map();
  const facts = (/** @type {string} */ file) => {
    let known = factsCache.get(file);
    if (!known) {
      known = CODE.test(file)
        ? moduleFacts(file, read(file))
        : { uses: [], sideEffectImports: [], rawReads: [], globs: [], localExports: new Set(), namedReexports: [], starReexports: [] };
      factsCache.set(file, known);
    }
    return known;
  };

  const packageOf = (/** @type {string} */ file) => packages.find((pkg) => file.startsWith(`${pkg.dir}/`));
  const sideEffectFree = (/** @type {string} */ file) => packageOf(file)?.sideEffects === false;

  const existing = (/** @type {string} */ path) => {
    if (fileSet.has(path)) return path;
    const stem = path.replace(/\.[cm]?js$/, '');
    return [...EXTENSIONS.map((ext) => stem + ext), ...INDEXES.map((index) => path + index)].find((candidate) => fileSet.has(candidate));
  };

  /** The repository file a specifier names from `from`, or undefined for an installed package or Node built-in. */
  const resolve = (/** @type {string} */ from, /** @type {string} */ specifier) => {
    const bare = specifier.replace(/[?#].*$/, '');
    if (bare.startsWith('.')) return existing(posix.join(posix.dirname(from), bare));
    if (bare.startsWith('/')) return existing(bare.slice(1));
    const pkg = packages.find((candidate) => bare === candidate.name || bare.startsWith(`${candidate.name}/`));
    if (!pkg) return undefined;
    const subpath = `.${bare.slice(pkg.name.length)}`;
    const exports = typeof pkg.exports === 'string' ? { '.': pkg.exports } : (pkg.exports ?? {});
    for (const [key, target] of Object.entries(exports)) {
      const file = exportTarget(target);
      if (!file) continue;
      const star = key.indexOf('*');
      if (star === -1 ? key === subpath : subpath.startsWith(key.slice(0, star)) && subpath.endsWith(key.slice(star + 1))) {
        const filled = star === -1 ? file : file.replace('*', subpath.slice(star, subpath.length - (key.length - star - 1)));
        return existing(posix.join(pkg.dir, filled));
      }
    }
    return undefined;
  };

  /**
   * Files seen and, for each, the names taken from it: ALL, or a few of a side-effect-free file's exports (a change
   * to that file reaches the importer only if it changes one of them, changed-exports.mjs).
   * @typedef {Map<string, Set<string> | typeof ALL>} Seen
   */
  const merge = (/** @type {Seen} */ into, /** @type {Seen} */ more) => {
    for (const [file, names] of more) {
      const known = into.get(file);
      if (known === ALL || names === ALL) into.set(file, ALL);
      else into.set(file, new Set([...(known ?? []), ...names]));
    }
    return into;
  };

  /** @type {Map<string, Seen>} */
  const wholeCache = new Map();
  /** The files seen through every export of a side-effect-free module: itself and all it re-exports. */
  const whole = (/** @type {string} */ file) => {
    const known = wholeCache.get(file);
    if (known) return known;
    /** @type {Seen} */
    const seen = new Map([[file, ALL]]);
    wholeCache.set(file, seen); // a re-export cycle ends here
    const { namedReexports, starReexports } = facts(file);
    for (const { specifier, imported } of namedReexports) merge(seen, seenThrough(file, specifier, imported === ALL ? ALL : [imported]));
    for (const specifier of starReexports) merge(seen, seenThrough(file, specifier, ALL));
    return seen;
  };

  /**
   * The file that defines `name` as `file` exports it (with that name as the defining file exports it), and the
   * indexes passed on the way (whole: any change to an index reaches its importers); undefined if `file` does not
   * export it.
   * @param {string} file
   * @param {string} name
   * @param {Set<string>} visiting
   * @returns {Seen | undefined}
   */
  const definers = (file, name, visiting = new Set()) => {
    const key = `${file}\0${name}`;
    if (visiting.has(key)) return undefined;
    visiting.add(key);
    const { localExports, namedReexports, starReexports } = facts(file);
    if (localExports.has(name)) return new Map([[file, new Set([name])]]);
    /** @type {Seen} */
    const passed = new Map([[file, ALL]]);
    const named = namedReexports.find((reexport) => reexport.exported === name);
    if (named) {
      const target = resolve(file, named.specifier);
      if (!target) return passed;
      return merge(passed, named.imported === ALL ? whole(target) : (definers(target, named.imported, visiting) ?? whole(target)));
    }
    if (name === 'default') return undefined;
    let found = false;
    for (const specifier of starReexports) {
      const target = resolve(file, specifier);
      const seen = target ? definers(target, name, visiting) : passed;
      if (seen) {
        found = true;
        merge(passed, seen);
      }
    }
    return found ? passed : undefined;
  };

  /**
   * The files seen when `from` takes `names` from `specifier` (ALL: every export; none: it is only evaluated).
   * @param {string} from
   * @param {string} specifier
   * @param {string[] | typeof ALL} names
   * @returns {Seen}
   */
  const seenThrough = (from, specifier, names) => {
    const target = resolve(from, specifier);
    if (!target) return new Map();
    if (!sideEffectFree(target)) return new Map([[target, ALL]]);
    if (names === ALL) return whole(target);
    return names.reduce((seen, name) => merge(seen, definers(target, name) ?? whole(target)), /** @type {Seen} */ (new Map()));
  };

  const globbed = (/** @type {string} */ from, /** @type {string[]} */ patterns) => {
    const relative = patterns.map((pattern) => {
      const negated = pattern.startsWith('!');
      const path = negated ? pattern.slice(1) : pattern;
      const joined = path.startsWith('/') ? path.slice(1) : posix.join(posix.dirname(from), path);
      return (negated ? '!' : '') + joined;
    });
    return files.filter(globMatcher(relative));
  };

  /** @type {Map<string, { sees: Seen, reads: Set<string> }>} */
  const edgesCache = new Map();
  /**
   * What one file sees directly: the files whose change (and whose own imports' change) can change it when it runs,
   * with the names it takes from each, and the files whose text it reads (a `?raw` import; their imports do not
   * reach it).
   */
  const edges = (/** @type {string} */ file) => {
    const known = edgesCache.get(file);
    if (known) return known;
    const { uses, sideEffectImports, rawReads, globs, namedReexports, starReexports } = facts(file);
    /** @type {Seen} */
    const sees = new Map();
    const reads = new Set();
    const add = (/** @type {Seen} */ seen) => merge(sees, seen);
    for (const { specifier, names } of uses) add(seenThrough(file, specifier, names));
    for (const specifier of sideEffectImports) add(seenThrough(file, specifier, ALL));
    // A module with side effects runs what it re-exports whenever it runs; a side-effect-free one is looked
    // through by name from its importers instead (seenThrough).
    if (!sideEffectFree(file)) {
      for (const { specifier, imported } of namedReexports) add(seenThrough(file, specifier, imported === ALL ? ALL : [imported]));
      for (const specifier of starReexports) add(seenThrough(file, specifier, ALL));
    }
    for (const specifier of rawReads) {
      const target = resolve(file, specifier);
      if (target) reads.add(target);
    }
    for (const { patterns, raw } of globs) {
      for (const match of globbed(file, patterns)) {
        if (raw) reads.add(match);
        else add(seenThrough(file, `/${match}`, ALL));
      }
    }
    sees.delete(file);
    const result = { sees, reads };
    edgesCache.set(file, result);
    return result;
  };

  return { edges, resolve, sideEffectFree, isCode: (/** @type {string} */ file) => CODE.test(file) };
}
