// What the About slider's ten pictures show (website.md §2 item 2), their alt text, in English: the source of its
// translations beside it (decision 98).
export const SCENES: readonly string[] = [
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
