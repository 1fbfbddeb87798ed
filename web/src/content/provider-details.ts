// Each provider's profile details (website.md §3), by roster id: what only /provider/{slug} shows, in English (the
// translations beside it: provider-details.es.ts, .hy.ts; decision 98). Apart from the roster (providers.ts) so that
// the menus and cards every page loads do not carry them. Data: exempt from the 150-line guide.
import { HOSPITALS, SCHOOLS } from './provider-schools';
import type { ProviderDetails } from './types';

const BOARD_IM = 'Board Certified in Internal Medicine';
const FNP_C = 'Board Certified Family Nurse Practitioner (FNP-C)';

export const PROVIDER_DETAILS: Readonly<Record<number, ProviderDetails>> = {
  1: {
    credential: BOARD_IM,
    education: `MD, ${SCHOOLS.keck}; residency in internal medicine, ${HOSPITALS.lacUsc}`,
    focus: 'Concierge medicine, complex chronic conditions, executive health',
    about:
      'Dr. Petrosyan has practiced internal medicine for more than fifteen years and now cares for patients through our concierge membership, with longer visits and direct access.',
  },
  2: {
    credential: BOARD_IM,
    education: `MD, ${SCHOOLS.ucsd}; residency in internal medicine, ${HOSPITALS.harbor}`,
    focus: 'Diabetes, women’s health, preventive care',
    about:
      'Dr. Vasquez enjoys long-term relationships with patients and families, and is known for explaining lab results and treatment options in plain words.',
  },
  3: {
    credential: BOARD_IM,
    education: `MD, ${SCHOOLS.uci}; residency in internal medicine, ${HOSPITALS.kaiserLa}`,
    focus: 'Hypertension, high cholesterol, heart disease prevention',
    about: 'Dr. Kim focuses on heart health and prevention, helping patients understand their risk and make changes they can keep.',
  },
  4: {
    credential: BOARD_IM,
    education: `DO, ${SCHOOLS.westernU}; residency in internal medicine, ${HOSPITALS.arrowhead}`,
    focus: 'Preventive medicine, healthy aging, musculoskeletal concerns',
    about:
      'Dr. Mitchell brings an osteopathic, whole-person approach to primary care, paying attention to how sleep, movement and stress shape health.',
  },
  5: {
    credential: BOARD_IM,
    education: `MD, ${SCHOOLS.geffen}; residency in internal medicine, ${HOSPITALS.cedars}`,
    focus: 'Internal medicine, pre-surgery evaluation, respiratory conditions',
    about:
      'Dr. Hakobyan cares for adults with complex medical histories and works closely with surgeons and specialists to coordinate care.',
  },
  6: {
    credential: BOARD_IM,
    education: `MD, ${SCHOOLS.michigan}; residency in internal medicine, ${HOSPITALS.ucla}`,
    focus: 'Diabetes, thyroid disorders, weight management',
    about: 'Dr. Raman helps patients manage metabolic conditions with a steady, step-by-step plan and regular check-ins.',
  },
  7: {
    credential: BOARD_IM,
    education: `MD, ${SCHOOLS.stanford}; residency in internal medicine, ${HOSPITALS.ucsf}`,
    focus: 'Men’s health, sports-related concerns, preventive care',
    about: 'Dr. Torres enjoys helping active adults stay active, and treats everything from annual physicals to everyday injuries.',
  },
  8: {
    credential: BOARD_IM,
    education: `DO, ${SCHOOLS.touro}; residency in internal medicine, ${HOSPITALS.kaiserFontana}`,
    focus: 'Women’s health, hormone concerns, preventive care',
    about: 'Dr. Avetisyan supports women through every stage of adult life, from contraception to menopause, with time for questions.',
  },
  9: {
    credential: BOARD_IM,
    education: `MD, ${SCHOOLS.baylor}; residency in internal medicine, ${HOSPITALS.oliveView}`,
    focus: 'Chronic disease management, older adults, medication review',
    about:
      'Dr. Whitfield has a special interest in the care of older adults, simplifying medication lists and keeping patients independent.',
  },
  10: {
    credential: BOARD_IM,
    education: `MD, ${SCHOOLS.lomaLinda}; residency in internal medicine, ${HOSPITALS.huntington}`,
    focus: 'Travel medicine, vaccines, infectious disease prevention',
    about:
      'Dr. Haddad helps patients prepare for travel and stay current on vaccines, and enjoys the detective work of diagnosing new symptoms.',
  },
  11: {
    credential: BOARD_IM,
    education: `MD, ${SCHOOLS.keck}; residency in internal medicine, ${HOSPITALS.kaiserLa}`,
    focus: 'Hypertension, sleep, stress-related conditions',
    about:
      'Dr. Cho looks at the whole picture, including sleep and stress, when helping patients manage blood pressure and long-term conditions.',
  },
  12: {
    credential: FNP_C,
    education: `MSN, Family Nurse Practitioner program, ${SCHOOLS.calStateLa}`,
    focus: 'Sick visits, annual physicals, vaccines',
    about: 'Ani sees patients for same-day concerns and routine visits, and is known for a calm, thorough approach.',
  },
  13: {
    credential: FNP_C,
    education: `MSN, Family Nurse Practitioner program, ${SCHOOLS.azusa}`,
    focus: 'Women’s health, contraception, preventive care',
    about: 'Jessica enjoys preventive care and helping patients feel comfortable asking the questions they came in with.',
  },
  14: {
    credential: FNP_C,
    education: `MSN, Family Nurse Practitioner program, ${SCHOOLS.msmu}`,
    focus: 'Respiratory infections, allergies, urgent care',
    about: 'Hannah cares for patients with new illnesses and seasonal allergies, with clear instructions on what to watch for at home.',
  },
  15: {
    credential: FNP_C,
    education: `MSN, Family Nurse Practitioner program, ${SCHOOLS.uclaNursing}`,
    focus: 'Diabetes education, weight management, chronic care follow-up',
    about: 'Marisol works alongside our physicians to help patients with chronic conditions stay on track between visits.',
  },
  16: {
    credential: 'Certified Physician Assistant (PA-C)',
    education: `MS, Physician Assistant Studies, ${SCHOOLS.westernU}`,
    focus: 'Sick visits, minor injuries, men’s health',
    about: 'Kevin treats a wide range of everyday concerns and enjoys getting patients back to work and family quickly and safely.',
  },
};
