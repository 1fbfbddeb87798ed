// The About slider's ten pictures (website.md §2 item 2): the practice's photographs when bundled
// (web/src/content/photos/facility/facility-01.jpg …), otherwise the original drawings in web/public/images/home.
import { bundledPhoto } from '../../../content/photos';

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
  return { src: `/images/home/facility-${String(n).padStart(2, '0')}.svg`, alt: `Drawing: ${scene}`, width: 800, height: 500 };
}

const SCENES = [
  'Reception desk with a welcoming receptionist at the Glendale clinic',
  'Bright waiting room with cushioned chairs and plants',
  'Exam room with an examination table and wall-mounted instruments',
  'On-site laboratory bench with a microscope and sample tubes',
  'X-ray imaging room with the imaging arm above a patient table',
  'Ultrasound station with a screen beside a reclining bed',
  'Physician consultation office with a desk, chairs and bookshelves',
  'Quiet hallway with numbered exam room doors',
  'IV therapy lounge with reclining chairs and infusion stands',
  'Street view of the clinic building with its entrance and trees',
];

export const facilityPhotos: readonly FacilityPhoto[] = SCENES.map((scene, i) => facilitySlide(i + 1, scene));
