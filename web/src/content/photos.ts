// The practice's own photographs, bundled from web/src/content/photos/ (README, "Photographs"). Vite lists the
// files at build time, so a photo that is not there simply is not in the index and the page shows initials
// (providers) or the drawing (clinic scenes) instead.
import { indexPhotos, type BundledPhoto } from './photo-index';

const files = import.meta.glob<string>('./photos/*/*.{jpg,jpeg,png,webp,avif,JPG,JPEG,PNG,WEBP,AVIF}', {
  eager: true,
  query: '?url',
  import: 'default',
});

const index = indexPhotos(files);

/** The bundled photo `photos/{folder}/{name}.jpg` (or .jpeg, .png, .webp, .avif), if the practice supplied it. */
export function bundledPhoto(folder: 'providers' | 'facility', name: string): BundledPhoto | undefined {
  return index.get(`${folder}/${name.toLowerCase()}`);
}
