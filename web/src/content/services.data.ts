// The service catalogue in English, the spec's words (website.md §2, §3): each service's description and bullets by
// slug, its name from service-titles.ts, in the order of service-list.ts. One data file of object literals: data is
// exempt from the 150-line guide. Translations beside it: services.data.<language>.ts (decision 98).
import { catalogueIn } from './service-entry';
import { SERVICE_TITLES } from './service-titles';

export const serviceData = catalogueIn(SERVICE_TITLES, {
  diabetes: {
    description: 'Ongoing care for type 1, type 2 and prediabetes, built around your numbers, your medications and your daily routine.',
    bullets: [
      'A1C, kidney and cholesterol checks on a clear schedule',
      'Medication review, including newer options when appropriate',
      'Practical nutrition and activity guidance',
    ],
  },
  hypertension: {
    description: 'Diagnosis and long-term management of high blood pressure, with a plan you can follow at home and in the office.',
    bullets: [
      'Accurate in-office and home blood pressure review',
      'Medication adjustments with follow-up',
      'Heart and kidney risk screening',
    ],
  },
  'adult-physical': {
    description: 'A yearly head-to-toe visit to review your health, update screenings and talk about what matters to you.',
    bullets: ['Complete exam and review of your history', 'Age-appropriate screenings and lab work', 'A written plan for the year ahead'],
  },
  'pre-surgery-checkup': {
    description: 'Medical evaluation before a planned procedure, coordinated with your surgeon so your paperwork arrives on time.',
    bullets: [
      'History, exam and any tests your surgeon requests',
      'EKG and labs on site when needed',
      'Clearance notes sent to your surgical team',
    ],
  },
  'preventive-medicine': {
    description: 'Screenings, vaccines and lifestyle guidance aimed at finding problems early and keeping you well.',
    bullets: [
      'Cancer, heart and diabetes screenings by age and risk',
      'Vaccine review and catch-up doses',
      'Coaching on sleep, activity and nutrition',
    ],
  },
  'sick-visits': {
    description: 'Prompt appointments for fevers, infections, aches and other new symptoms, often on the same day.',
    bullets: [
      'Same-day appointments for urgent needs',
      'On-site testing when it helps the diagnosis',
      'Clear instructions and follow-up if you do not improve',
    ],
  },
  ekg: {
    description: 'A quick, painless recording of your heart’s electrical activity, done and reviewed in our office.',
    bullets: ['Performed in about ten minutes', 'Reviewed by your provider', 'Useful for check-ups, symptoms and pre-surgery clearance'],
  },
  'travel-medicine-consultation': {
    description: 'Advice, vaccines and prescriptions tailored to where you are going, what you will do there and your health history.',
    bullets: [
      'Destination-specific vaccine review',
      'Prescriptions for travel-related conditions when appropriate',
      'Guidance on food, water, insects and altitude',
    ],
  },
  'weight-loss': {
    description: 'Medically supervised weight management that looks at nutrition, activity, sleep, medications and underlying conditions.',
    bullets: [
      'Lab work to look for contributing conditions',
      'A realistic plan with regular check-ins',
      'Discussion of medication options when appropriate',
    ],
  },
  'high-cholesterol': {
    description: 'Testing, risk assessment and treatment planning for high cholesterol and other lipid problems.',
    bullets: [
      'Fasting or non-fasting lipid panels on site',
      'Personal cardiovascular risk estimate',
      'Lifestyle and medication options explained',
    ],
  },
  vaccines: {
    description: 'Routine adult immunizations reviewed against current recommendations and given in the office.',
    bullets: [
      'Tetanus, shingles, pneumonia, hepatitis and more',
      'Review of your vaccine record',
      'Documentation for school, work or travel',
    ],
  },
  'covid-19-testing': {
    description: 'Testing for COVID-19 when you have symptoms or an exposure, with guidance on what to do next.',
    bullets: [
      'Rapid and laboratory testing options',
      'Advice on isolation and when to seek care',
      'Treatment discussion for higher-risk patients',
    ],
  },
  'womens-health': {
    description: 'Primary care for women at every stage, from screening and contraception to menopause.',
    bullets: [
      'Pap tests and breast cancer screening referrals',
      'Contraception and menstrual concerns',
      'Menopause symptoms and bone health',
    ],
  },
  'mens-health': {
    description: 'Check-ups and screenings focused on the conditions that matter most for men as they age.',
    bullets: ['Heart, diabetes and cancer screenings', 'Prostate health discussions', 'Low energy and testosterone concerns evaluated'],
  },
  'respiratory-infections': {
    description: 'Evaluation and treatment of colds, flu, bronchitis, sinus infections and pneumonia.',
    bullets: [
      'Exam and testing to find the likely cause',
      'Antibiotics only when they are likely to help',
      'Follow-up plan if symptoms persist',
    ],
  },
  'on-site-laboratory': {
    description: 'Blood draws and many common tests done during your visit, so there is no extra trip to an outside lab.',
    bullets: ['Blood draws at your appointment', 'Results reviewed by your provider', 'Fewer trips and faster follow-up'],
  },
  'adult-urgent-care': {
    description: 'Same-day care for minor injuries and illnesses that need attention today but are not emergencies.',
    bullets: [
      'Same-day appointments for urgent needs',
      'Minor injuries, infections and flare-ups',
      'Coordination with your regular provider',
    ],
  },
  'std-screening': {
    description: 'Confidential testing for sexually transmitted infections, with treatment and partner guidance when needed.',
    bullets: ['Confidential, judgment-free visits', 'Blood and urine testing on site', 'Treatment and follow-up testing when needed'],
  },
  'allergy-testing-immunology': {
    description: 'Testing to identify what you react to, followed by a plan to reduce symptoms through the seasons.',
    bullets: [
      'Testing for common environmental allergens',
      'Medication and avoidance plans',
      'Referral for immunotherapy when appropriate',
    ],
  },
  'general-medicine': {
    description: 'Everyday primary care for the full range of adult health concerns, in one place with a provider who knows you.',
    bullets: ['Care for new symptoms and ongoing conditions', 'Prescription management', 'Referrals to trusted specialists'],
  },
  'x-ray-imaging': {
    description: 'Digital X-rays taken in the office to help evaluate injuries, chest symptoms and joint problems.',
    bullets: ['Digital imaging with low radiation doses', 'Images read by a radiologist', 'Results discussed with your provider'],
  },
  ultrasound: {
    description: 'Radiation-free imaging of the abdomen, thyroid, vessels and soft tissues, performed by trained sonographers.',
    bullets: ['No radiation involved', 'Abdominal, thyroid, vascular and soft-tissue studies', 'Reports reviewed with your provider'],
  },
  'add-adhd-treatment': {
    description: 'Evaluation and ongoing management of attention difficulties in adults, with careful medication monitoring.',
    bullets: ['Structured evaluation of symptoms and history', 'Medication and non-medication options', 'Regular follow-up visits'],
  },
  'at-home-visits': {
    description: 'Visits in your home for patients who find it hard to come to the office, where available.',
    bullets: ['Exams and care planning at home', 'Lab draws and vaccines at home when possible', 'Coordination with family and caregivers'],
  },
  'morpheus-8': {
    description: 'A microneedling treatment with radiofrequency energy, offered after a consultation about your goals and skin.',
    bullets: ['Consultation and skin assessment first', 'Numbing to keep you comfortable', 'Aftercare instructions and follow-up'],
  },
  'female-contraception': {
    description: 'Counseling and prescriptions for birth control options that fit your health and your plans.',
    bullets: [
      'Review of pills, patches, rings and other methods',
      'Discussion of benefits and side effects',
      'Referral for IUD or implant placement if needed',
    ],
  },
  'suboxone-and-sublocade-treatment': {
    description: 'Confidential, medication-based care for opioid use disorder, prescribed and monitored by licensed providers.',
    bullets: [
      'Private, respectful visits',
      'Suboxone or Sublocade when clinically appropriate',
      'Ongoing monitoring and support referrals',
    ],
  },
  'botox-juvederm': {
    description: 'Cosmetic injections given by trained providers after a consultation about your goals and any risks.',
    bullets: ['Consultation before any treatment', 'Injections performed in a medical setting', 'Follow-up visit to review results'],
  },
  'emsculpt-neo': {
    description: 'A non-invasive body-contouring treatment using radiofrequency and electromagnetic energy, after a consultation.',
    bullets: ['Consultation on goals and suitability', 'No needles or incisions', 'A treatment plan over several sessions'],
  },
  'pre-exposure-prophylaxis-prep': {
    description: 'Prescription medicine to lower the risk of getting HIV, with the testing and follow-up it requires.',
    bullets: ['HIV and kidney testing before starting', 'Regular follow-up visits and labs', 'Confidential, judgment-free care'],
  },
  'internal-medicine': {
    description: 'Care from board-certified internists trained to diagnose and manage complex adult conditions.',
    bullets: [
      'Management of multiple chronic conditions',
      'Medication review to avoid interactions',
      'Coordination with specialists and hospitals',
    ],
  },
  'flu-shot': {
    description: 'Seasonal influenza vaccines given in the office, usually in just a few minutes.',
    bullets: ['Available each flu season', 'High-dose options for adults 65 and over', 'Quick visit with no long wait'],
  },
  'hormone-replacement': {
    description: 'Evaluation and treatment of hormone changes in women and men, with regular monitoring.',
    bullets: ['Symptom review and lab testing', 'Discussion of benefits and risks', 'Ongoing monitoring and dose adjustments'],
  },
  'vo2-metabolic-testing': {
    description: 'Measurements of how your body uses oxygen and burns energy, to help shape exercise and nutrition plans.',
    bullets: ['Resting metabolic rate measurement', 'VO2 testing to gauge fitness', 'Results explained with practical next steps'],
  },
});
