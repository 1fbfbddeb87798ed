/** A bundled photograph: its URL and, when sized copies exist, a srcset for responsive loading. */
export interface BundledPhoto {
  src: string;
  srcSet?: string;
}

const PHOTO_FILE = /^(?:.*\/)?photos\/([^/]+)\/(.+?)(?:-(\d+)w)?\.(?:jpe?g|png|webp|avif)$/i;

/**
 * Indexes photo files by "folder/name" from their paths: `photos/providers/armen-petrosyan-md.jpg` is
 * "providers/armen-petrosyan-md". Sized copies named `…-640w.jpg` join a srcset; the largest is the src
 * when no unsized file exists.
 */
export function indexPhotos(files: Readonly<Record<string, string>>): ReadonlyMap<string, BundledPhoto> {
  const groups = new Map<string, { plain?: string; sized: { width: number; url: string }[] }>();
  for (const [path, url] of Object.entries(files)) {
    const match = PHOTO_FILE.exec(path);
    if (!match) continue;
    const key = `${match[1]}/${match[2]?.toLowerCase()}`;
    const group = groups.get(key) ?? { sized: [] };
    if (match[3]) group.sized.push({ width: Number(match[3]), url });
    else group.plain = url;
    groups.set(key, group);
  }
  const index = new Map<string, BundledPhoto>();
  for (const [key, { plain, sized }] of groups) {
    sized.sort((a, b) => a.width - b.width);
    const src = plain ?? sized.at(-1)?.url;
    if (!src) continue;
    index.set(key, sized.length > 0 ? { src, srcSet: sized.map((s) => `${s.url} ${s.width}w`).join(', ') } : { src });
  }
  return index;
}
