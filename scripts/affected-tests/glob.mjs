// The globs this repository writes (`**`, `*`, `?`, `{a,b}`; a leading `!` negates) as regular expressions over
// repository-relative paths, so the selection needs no glob package of its own. Not picomatch, which vitest uses: a
// trailing `/**` here also matches the path itself, so vitest's default trigger `**/{vitest,vite}.config.*/**` names
// `vitest.config.ts` and a change to it runs everything (picomatch matches no file against it).

/** @param {string} glob */
function globToRegExp(glob) {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i];
    if (glob.startsWith('**/', i)) {
      source += '(?:.*/)?';
      i += 2;
    } else if (glob.startsWith('/**', i) && i + 3 === glob.length) {
      source += '(?:/.*)?';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      source += '.*';
      i += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '{') source += '(?:';
    else if (char === '}') source += ')';
    else if (char === ',') source += '|';
    else source += char.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/**
 * Whether a path matches any of the globs and none of the negated ones (`!…`).
 * @param {string[]} globs
 * @returns {(path: string) => boolean}
 */
export function globMatcher(globs) {
  const positive = globs.filter((glob) => !glob.startsWith('!')).map(globToRegExp);
  const negative = globs.filter((glob) => glob.startsWith('!')).map((glob) => globToRegExp(glob.slice(1)));
  return (path) => positive.some((re) => re.test(path)) && !negative.some((re) => re.test(path));
}
