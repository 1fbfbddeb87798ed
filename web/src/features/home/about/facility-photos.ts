// The About slider's ten pictures (website.md §2 item 2): the practice's photographs when bundled
// (web/src/content/photos/facility/facility-01.jpg …), otherwise the original drawings in web/public/images/home.
import { bundledPhoto } from '../../../content/photos';
import { t } from '../../../i18n/catalog';

export interface FacilityPhoto {
  src: string;
  srcSet?: string;
  alt: string;
  width: number;
  height: number;
}

/** One slide: the photo `facility-NN` if supplied, else the drawing, whose alt text says it is one. */
export function facilitySlide(
  n: number,
  scene: string,
  photo = bundledPhoto('facility', `facility-${String(n).padStart(2, '0')}`),
): FacilityPhoto {
  if (photo) return { ...photo, alt: scene, width: 1600, height: 1000 };
  return { src: `/images/home/facility-${String(n).padStart(2, '0')}.svg`, alt: t('home.drawing', { scene }), width: 800, height: 500 };
}

/** The ten slides, each scene (content/home/facility-scenes.ts, in the page's language) its alt text. */
export const facilityPhotos = (scenes: readonly string[]): readonly FacilityPhoto[] =>
  scenes.map((scene, i) => facilitySlide(i + 1, scene));
