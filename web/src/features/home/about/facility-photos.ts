// The About slider's ten pictures (website.md §2 item 2): original SVG scenes in web/public/images/home.

export interface FacilityPhoto {
  src: string;
  alt: string;
  width: number;
  height: number;
}

const photo = (n: number, alt: string): FacilityPhoto => ({
  src: `/images/home/facility-${String(n).padStart(2, '0')}.svg`,
  alt,
  width: 800,
  height: 500,
});

export const facilityPhotos: readonly FacilityPhoto[] = [
  photo(1, 'Reception desk with a welcoming receptionist at the Glendale clinic'),
  photo(2, 'Bright waiting room with cushioned chairs and plants'),
  photo(3, 'Exam room with an examination table and wall-mounted instruments'),
  photo(4, 'On-site laboratory bench with a microscope and sample tubes'),
  photo(5, 'X-ray imaging room with the imaging arm above a patient table'),
  photo(6, 'Ultrasound station with a screen beside a reclining bed'),
  photo(7, 'Physician consultation office with a desk, chairs and bookshelves'),
  photo(8, 'Quiet hallway with numbered exam room doors'),
  photo(9, 'IV therapy lounge with reclining chairs and infusion stands'),
  photo(10, 'Street view of the clinic building with its entrance and trees'),
];
