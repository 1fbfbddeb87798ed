// Each provider's profile details (website.md §3), by roster id: what only /provider/{slug} shows. Apart from the
// roster (providers.ts) so that the menus and cards every page loads do not carry them. Data: exempt from the
// 150-line guide.
import { providers } from './providers';
import type { ProviderProfile, ProviderSummary } from './types';

const BOARD_IM = 'Board Certified in Internal Medicine';
const FNP_C = 'Board Certified Family Nurse Practitioner (FNP-C)';

interface ProviderDetails {
  credential: string;
  education: string;
  focus: string;
  /** The bio's first paragraph; the second (where and when they see patients) follows from the roster. */
  about: string;
}

const details: Readonly<Record<number, ProviderDetails>> = {
  1: {
    credential: BOARD_IM,
    education: 'MD, Keck School of Medicine of USC; residency in internal medicine, LAC+USC Medical Center',
    focus: 'Concierge medicine, complex chronic conditions, executive health',
    about:
      'Dr. Petrosyan has practiced internal medicine for more than fifteen years and now cares for patients through our concierge membership, with longer visits and direct access.',
  },
  2: {
    credential: BOARD_IM,
    education: 'MD, UC San Diego School of Medicine; residency in internal medicine, Harbor-UCLA Medical Center',
    focus: 'Diabetes, women’s health, preventive care',
    about:
      'Dr. Vasquez enjoys long-term relationships with patients and families, and is known for explaining lab results and treatment options in plain words.',
  },
  3: {
    credential: BOARD_IM,
    education: 'MD, UC Irvine School of Medicine; residency in internal medicine, Kaiser Permanente Los Angeles',
    focus: 'Hypertension, high cholesterol, heart disease prevention',
    about: 'Dr. Kim focuses on heart health and prevention, helping patients understand their risk and make changes they can keep.',
  },
  4: {
    credential: BOARD_IM,
    education: 'DO, Western University of Health Sciences; residency in internal medicine, Arrowhead Regional Medical Center',
    focus: 'Preventive medicine, healthy aging, musculoskeletal concerns',
    about:
      'Dr. Mitchell brings an osteopathic, whole-person approach to primary care, paying attention to how sleep, movement and stress shape health.',
  },
  5: {
    credential: BOARD_IM,
    education: 'MD, David Geffen School of Medicine at UCLA; residency in internal medicine, Cedars-Sinai Medical Center',
    focus: 'Internal medicine, pre-surgery evaluation, respiratory conditions',
    about:
      'Dr. Hakobyan cares for adults with complex medical histories and works closely with surgeons and specialists to coordinate care.',
  },
  6: {
    credential: BOARD_IM,
    education: 'MD, University of Michigan Medical School; residency in internal medicine, UCLA Medical Center',
    focus: 'Diabetes, thyroid disorders, weight management',
    about: 'Dr. Raman helps patients manage metabolic conditions with a steady, step-by-step plan and regular check-ins.',
  },
  7: {
    credential: BOARD_IM,
    education: 'MD, Stanford University School of Medicine; residency in internal medicine, UC San Francisco',
    focus: 'Men’s health, sports-related concerns, preventive care',
    about: 'Dr. Torres enjoys helping active adults stay active, and treats everything from annual physicals to everyday injuries.',
  },
  8: {
    credential: BOARD_IM,
    education: 'DO, Touro University California; residency in internal medicine, Kaiser Permanente Fontana',
    focus: 'Women’s health, hormone concerns, preventive care',
    about: 'Dr. Avetisyan supports women through every stage of adult life, from contraception to menopause, with time for questions.',
  },
  9: {
    credential: BOARD_IM,
    education: 'MD, Baylor College of Medicine; residency in internal medicine, Olive View-UCLA Medical Center',
    focus: 'Chronic disease management, older adults, medication review',
    about:
      'Dr. Whitfield has a special interest in the care of older adults, simplifying medication lists and keeping patients independent.',
  },
  10: {
    credential: BOARD_IM,
    education: 'MD, Loma Linda University School of Medicine; residency in internal medicine, Huntington Hospital',
    focus: 'Travel medicine, vaccines, infectious disease prevention',
    about:
      'Dr. Haddad helps patients prepare for travel and stay current on vaccines, and enjoys the detective work of diagnosing new symptoms.',
  },
  11: {
    credential: BOARD_IM,
    education: 'MD, Keck School of Medicine of USC; residency in internal medicine, Kaiser Permanente Los Angeles',
    focus: 'Hypertension, sleep, stress-related conditions',
    about:
      'Dr. Cho looks at the whole picture, including sleep and stress, when helping patients manage blood pressure and long-term conditions.',
  },
  12: {
    credential: FNP_C,
    education: 'MSN, Family Nurse Practitioner program, California State University, Los Angeles',
    focus: 'Sick visits, annual physicals, vaccines',
    about: 'Ani sees patients for same-day concerns and routine visits, and is known for a calm, thorough approach.',
  },
  13: {
    credential: FNP_C,
    education: 'MSN, Family Nurse Practitioner program, Azusa Pacific University',
    focus: 'Women’s health, contraception, preventive care',
    about: 'Jessica enjoys preventive care and helping patients feel comfortable asking the questions they came in with.',
  },
  14: {
    credential: FNP_C,
    education: 'MSN, Family Nurse Practitioner program, Mount Saint Mary’s University',
    focus: 'Respiratory infections, allergies, urgent care',
    about: 'Hannah cares for patients with new illnesses and seasonal allergies, with clear instructions on what to watch for at home.',
  },
  15: {
    credential: FNP_C,
    education: 'MSN, Family Nurse Practitioner program, UCLA School of Nursing',
    focus: 'Diabetes education, weight management, chronic care follow-up',
    about: 'Marisol works alongside our physicians to help patients with chronic conditions stay on track between visits.',
  },
  16: {
    credential: 'Certified Physician Assistant (PA-C)',
    education: 'MS, Physician Assistant Studies, Western University of Health Sciences',
    focus: 'Sick visits, minor injuries, men’s health',
    about: 'Kevin treats a wide range of everyday concerns and enjoys getting patients back to work and family quickly and safely.',
  },
};

/** A roster entry with its details: the whole profile. */
function profileOf(provider: ProviderSummary): ProviderProfile {
  const { credential, education, focus, about } = details[provider.id]!;
  const firstName = provider.name.split(' ')[0] ?? provider.name;
  const clinic = provider.features.location.replace(/ clinic$/, '');
  return {
    ...provider,
    features: { credential, education, languages: provider.features.languages, location: provider.features.location, focus },
    bio: [
      about,
      `${firstName} sees patients at our ${clinic} office, Monday through Friday. New and returning patients can book online or by phone.`,
    ],
  };
}

/** Every provider's whole profile, in roster order. */
export const providerProfiles: readonly ProviderProfile[] = providers.map(profileOf);

/** The provider whose profile lives at /provider/{slug}, or undefined for an unknown slug. */
export function providerBySlug(slug: string | undefined): ProviderProfile | undefined {
  return providerProfiles.find((provider) => provider.slug === slug);
}
