/**
 * Alphabetical order by title, ignoring case (website.md §2, item 5). Not `localeCompare`: its first call builds
 * ICU's collator, 20-40 ms of one main-thread task on a phone while the home page hydrates (decision 69). For the
 * catalogue's titles (letters, digits, spaces, "&", "-", "/", "’", brackets) lower-case code-point order is the
 * collator's order, which by-title.test.ts checks against `localeCompare` for every service.
 */
export function byTitle(a: { title: string }, b: { title: string }): number {
  const [x, y] = [a.title.toLowerCase(), b.title.toLowerCase()];
  if (x === y) return 0;
  return x < y ? -1 : 1;
}
