// The schools and hospitals the providers trained at (website.md §3 profiles): proper names, written as they are in
// every language, so each translation of provider-details.ts reads them from here rather than restating them.
export const SCHOOLS = {
  keck: 'Keck School of Medicine of USC',
  ucsd: 'UC San Diego School of Medicine',
  uci: 'UC Irvine School of Medicine',
  westernU: 'Western University of Health Sciences',
  geffen: 'David Geffen School of Medicine at UCLA',
  michigan: 'University of Michigan Medical School',
  stanford: 'Stanford University School of Medicine',
  touro: 'Touro University California',
  baylor: 'Baylor College of Medicine',
  lomaLinda: 'Loma Linda University School of Medicine',
  calStateLa: 'California State University, Los Angeles',
  azusa: 'Azusa Pacific University',
  msmu: 'Mount Saint Mary’s University',
  uclaNursing: 'UCLA School of Nursing',
} as const;

export const HOSPITALS = {
  lacUsc: 'LAC+USC Medical Center',
  harbor: 'Harbor-UCLA Medical Center',
  kaiserLa: 'Kaiser Permanente Los Angeles',
  arrowhead: 'Arrowhead Regional Medical Center',
  cedars: 'Cedars-Sinai Medical Center',
  ucla: 'UCLA Medical Center',
  ucsf: 'UC San Francisco',
  kaiserFontana: 'Kaiser Permanente Fontana',
  oliveView: 'Olive View-UCLA Medical Center',
  huntington: 'Huntington Hospital',
} as const;

/** The degrees and credentials the profiles name by their abbreviations, in every language. */
export const DEGREES = ['MD', 'DO', 'MSN', 'MS', 'FNP-C', 'PA-C'] as const;
