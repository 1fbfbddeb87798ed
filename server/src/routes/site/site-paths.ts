/**
 * A URL path as the site spells it: one leading slash (`//About` is a protocol-relative address to a browser,
 * which would follow a redirect to it off the site) and no trailing slash (`/about/` and `/about` are one page;
 * search engines should see one). The home page stays `/`.
 */
export function canonicalPath(path: string): string {
  const trimmed = path.replace(/^[/\\]+/, '').replace(/\/+$/, '');
  return `/${trimmed}`;
}

/**
 * A redirect target that stays on this site: a path with exactly one leading slash. Browsers read `//host` and
 * `/\host` as another host, so no target (from the URL or the manifest) may start that way.
 */
export function onSite(target: string): string {
  return `/${target.replace(/^[/\\]+/, '')}`;
}
