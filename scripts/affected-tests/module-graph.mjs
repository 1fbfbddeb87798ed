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

  /** @type {Map<string, Set<string>>} */
  const wholeCache = new Map();
  /** The files seen through every export of a side-effect-free module: itself and all it re-exports. */
  const whole = (/** @type {string} */ file) => {
    const known = wholeCache.get(file);
    if (known) return known;
    /** @type {Set<string>} */
    const seen = new Set([file]);
    wholeCache.set(file, seen); // a re-export cycle ends here
    const { namedReexports, starReexports } = facts(file);
    for (const { specifier, imported } of namedReexports)
      for (const dep of seenThrough(file, specifier, imported === ALL ? ALL : [imported])) seen.add(dep);
    for (const specifier of starReexports) for (const dep of seenThrough(file, specifier, ALL)) seen.add(dep);
    return seen;
  };

  /**
   * The files that define `name` as `file` exports it, with the indexes passed on the way; undefined if `file`
   * does not export it.
   * @param {string} file
   * @param {string} name
   * @param {Set<string>} visiting
   * @returns {Set<string> | undefined}
   */
  const definers = (file, name, visiting = new Set()) => {
    const key = `${file}\0${name}`;
    if (visiting.has(key)) return undefined;
    visiting.add(key);
    const { localExports, namedReexports, starReexports } = facts(file);
    if (localExports.has(name)) return new Set([file]);
    const named = namedReexports.find((reexport) => reexport.exported === name);
    if (named) {
      const target = resolve(file, named.specifier);
      if (!target) return new Set([file]);
      const found = named.imported === ALL ? whole(target) : (definers(target, named.imported, visiting) ?? whole(target));
      return new Set([file, ...found]);
    }
    if (name === 'default') return undefined;
    const found = new Set();
    let unknownStar = false;
    for (const specifier of starReexports) {
      const target = resolve(file, specifier);
      if (!target) unknownStar = true;
      else for (const dep of definers(target, name, visiting) ?? []) found.add(dep);
    }
    return found.size > 0 || unknownStar ? new Set([file, ...found]) : undefined;
  };

  /**
   * The files seen when `from` takes `names` from `specifier` (ALL: every export; none: it is only evaluated).
   * @param {string} from
   * @param {string} specifier
   * @param {string[] | typeof ALL} names
   * @returns {Iterable<string>}
   */
  const seenThrough = (from, specifier, names) => {
    const target = resolve(from, specifier);
    if (!target) return [];
    if (!sideEffectFree(target)) return [target];
    if (names === ALL) return whole(target);
    return names.flatMap((name) => [...(definers(target, name) ?? whole(target))]);
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

  /** @type {Map<string, { sees: Set<string>, reads: Set<string> }>} */
  const edgesCache = new Map();
  /**
   * What one file sees directly: the files whose change (and whose own imports' change) can change it when it runs,
   * and the files whose text it reads (a `?raw` import; their imports do not reach it).
   */
  const edges = (/** @type {string} */ file) => {
    const known = edgesCache.get(file);
    if (known) return known;
    const { uses, sideEffectImports, rawReads, globs, namedReexports, starReexports } = facts(file);
    const sees = new Set();
    const reads = new Set();
    const add = (/** @type {Iterable<string>} */ deps) => {
      for (const dep of deps) if (dep !== file) sees.add(dep);
    };
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
    const result = { sees, reads };
    edgesCache.set(file, result);
    return result;
  };

  return { edges, resolve, isCode: (/** @type {string} */ file) => CODE.test(file) };
}
