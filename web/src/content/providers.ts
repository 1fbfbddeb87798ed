// The provider roster (website.md §3; the shared roster of the brief): 16 fictional providers, ids = scheduler ids.
import { providerEntry as p } from './provider-entry';
import type { ProviderProfile } from './types';

const IM = 'Internist & Primary Care Physician' as const;
const FNP = 'Family Nurse Practitioner' as const;
const BOARD_IM = 'Board Certified in Internal Medicine';
const FNP_C = 'Board Certified Family Nurse Practitioner (FNP-C)';

export const providers: ProviderProfile[] = [
  p({
    id: 1,
    name: 'Armen Petrosyan, MD',
    title: IM,
    credential: BOARD_IM,
    education: 'MD, Keck School of Medicine of USC; residency in internal medicine, LAC+USC Medical Center',
    languages: 'English, Armenian, Russian',
    location: 'Glendale',
    focus: 'Concierge medicine, complex chronic conditions, executive health',
    conciergeOnly: true,
    about:
      'Dr. Petrosyan has practiced internal medicine for more than fifteen years and now cares for patients through our concierge membership, with longer visits and direct access.',
  }),
  p({
    id: 2,
    name: 'Elena Vasquez, MD',
    title: IM,
    credential: BOARD_IM,
    education: 'MD, UC San Diego School of Medicine; residency in internal medicine, Harbor-UCLA Medical Center',
    languages: 'English, Spanish',
    location: 'Glendale',
    focus: 'Diabetes, women’s health, preventive care',
    about:
      'Dr. Vasquez enjoys long-term relationships with patients and families, and is known for explaining lab results and treatment options in plain words.',
  }),
  p({
    id: 3,
    name: 'David Kim, MD',
    title: IM,
    credential: BOARD_IM,
    education: 'MD, UC Irvine School of Medicine; residency in internal medicine, Kaiser Permanente Los Angeles',
    languages: 'English, Korean',
    location: 'Burbank',
    focus: 'Hypertension, high cholesterol, heart disease prevention',
    about: 'Dr. Kim focuses on heart health and prevention, helping patients understand their risk and make changes they can keep.',
  }),
  p({
    id: 4,
    name: 'Sarah Mitchell, DO',
    title: IM,
    credential: BOARD_IM,
    education: 'DO, Western University of Health Sciences; residency in internal medicine, Arrowhead Regional Medical Center',
    languages: 'English',
    location: 'La Canada',
    focus: 'Preventive medicine, healthy aging, musculoskeletal concerns',
    about:
      'Dr. Mitchell brings an osteopathic, whole-person approach to primary care, paying attention to how sleep, movement and stress shape health.',
  }),
  p({
    id: 5,
    name: 'Raffi Hakobyan, MD',
    title: IM,
    credential: BOARD_IM,
    education: 'MD, David Geffen School of Medicine at UCLA; residency in internal medicine, Cedars-Sinai Medical Center',
    languages: 'English, Armenian',
    location: 'Glendale',
    focus: 'Internal medicine, pre-surgery evaluation, respiratory conditions',
    about:
      'Dr. Hakobyan cares for adults with complex medical histories and works closely with surgeons and specialists to coordinate care.',
  }),
  p({
    id: 6,
    name: 'Priya Raman, MD',
    title: IM,
    credential: BOARD_IM,
    education: 'MD, University of Michigan Medical School; residency in internal medicine, UCLA Medical Center',
    languages: 'English, Tamil, Hindi',
    location: 'Burbank',
    focus: 'Diabetes, thyroid disorders, weight management',
    about: 'Dr. Raman helps patients manage metabolic conditions with a steady, step-by-step plan and regular check-ins.',
  }),
  p({
    id: 7,
    name: 'Michael Torres, MD',
    title: IM,
    credential: BOARD_IM,
    education: 'MD, Stanford University School of Medicine; residency in internal medicine, UC San Francisco',
    languages: 'English, Spanish',
    location: 'Glendale',
    focus: 'Men’s health, sports-related concerns, preventive care',
    about: 'Dr. Torres enjoys helping active adults stay active, and treats everything from annual physicals to everyday injuries.',
  }),
  p({
    id: 8,
    name: 'Lena Avetisyan, DO',
    title: IM,
    credential: BOARD_IM,
    education: 'DO, Touro University California; residency in internal medicine, Kaiser Permanente Fontana',
    languages: 'English, Armenian',
    location: 'La Canada',
    focus: 'Women’s health, hormone concerns, preventive care',
    about: 'Dr. Avetisyan supports women through every stage of adult life, from contraception to menopause, with time for questions.',
  }),
  p({
    id: 9,
    name: 'James Whitfield, MD',
    title: IM,
    credential: BOARD_IM,
    education: 'MD, Baylor College of Medicine; residency in internal medicine, Olive View-UCLA Medical Center',
    languages: 'English',
    location: 'Burbank',
    focus: 'Chronic disease management, older adults, medication review',
    about:
      'Dr. Whitfield has a special interest in the care of older adults, simplifying medication lists and keeping patients independent.',
  }),
  p({
    id: 10,
    name: 'Nora Haddad, MD',
    title: IM,
    credential: BOARD_IM,
    education: 'MD, Loma Linda University School of Medicine; residency in internal medicine, Huntington Hospital',
    languages: 'English, Arabic, French',
    location: 'Glendale',
    focus: 'Travel medicine, vaccines, infectious disease prevention',
    about:
      'Dr. Haddad helps patients prepare for travel and stay current on vaccines, and enjoys the detective work of diagnosing new symptoms.',
  }),
  p({
    id: 11,
    name: 'Daniel Cho, MD',
    title: IM,
    credential: BOARD_IM,
    education: 'MD, Keck School of Medicine of USC; residency in internal medicine, Kaiser Permanente Los Angeles',
    languages: 'English, Korean',
    location: 'La Canada',
    focus: 'Hypertension, sleep, stress-related conditions',
    about:
      'Dr. Cho looks at the whole picture, including sleep and stress, when helping patients manage blood pressure and long-term conditions.',
  }),
  p({
    id: 12,
    name: 'Ani Grigoryan, FNP-C',
    title: FNP,
    credential: FNP_C,
    education: 'MSN, Family Nurse Practitioner program, California State University, Los Angeles',
    languages: 'English, Armenian',
    location: 'Glendale',
    focus: 'Sick visits, annual physicals, vaccines',
    about: 'Ani sees patients for same-day concerns and routine visits, and is known for a calm, thorough approach.',
  }),
  p({
    id: 13,
    name: 'Jessica Alvarez, FNP-C',
    title: FNP,
    credential: FNP_C,
    education: 'MSN, Family Nurse Practitioner program, Azusa Pacific University',
    languages: 'English, Spanish',
    location: 'Burbank',
    focus: 'Women’s health, contraception, preventive care',
    about: 'Jessica enjoys preventive care and helping patients feel comfortable asking the questions they came in with.',
  }),
  p({
    id: 14,
    name: 'Hannah Brooks, FNP-C',
    title: FNP,
    credential: FNP_C,
    education: 'MSN, Family Nurse Practitioner program, Mount Saint Mary’s University',
    languages: 'English',
    location: 'La Canada',
    focus: 'Respiratory infections, allergies, urgent care',
    about: 'Hannah cares for patients with new illnesses and seasonal allergies, with clear instructions on what to watch for at home.',
  }),
  p({
    id: 15,
    name: 'Marisol Reyes, FNP-C',
    title: FNP,
    credential: FNP_C,
    education: 'MSN, Family Nurse Practitioner program, UCLA School of Nursing',
    languages: 'English, Spanish',
    location: 'Glendale',
    focus: 'Diabetes education, weight management, chronic care follow-up',
    about: 'Marisol works alongside our physicians to help patients with chronic conditions stay on track between visits.',
  }),
  p({
    id: 16,
    name: 'Kevin Nguyen, PA-C',
    title: 'Physician Assistant',
    credential: 'Certified Physician Assistant (PA-C)',
    education: 'MS, Physician Assistant Studies, Western University of Health Sciences',
    languages: 'English, Vietnamese',
    location: 'Burbank',
    focus: 'Sick visits, minor injuries, men’s health',
    about: 'Kevin treats a wide range of everyday concerns and enjoys getting patients back to work and family quickly and safely.',
  }),
];

/** The six physicians of the header's "Physicians" dropdown: roster ids 1–6 in that order. */
export const menuPhysicians: ProviderProfile[] = providers.filter((provider) => provider.id <= 6);

/** The provider whose profile lives at /provider/{slug}, or undefined for an unknown slug. */
export function providerBySlug(slug: string | undefined): ProviderProfile | undefined {
  return providers.find((provider) => provider.slug === slug);
}
