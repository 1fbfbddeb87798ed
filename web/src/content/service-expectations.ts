// "What to expect" steps for each family of services: shown on every service page of that family.
import type { ServiceCategory } from './types';

export const SERVICE_EXPECTATIONS: Record<ServiceCategory, readonly string[]> = {
  chronic: [
    'A first visit to review your history, medications, recent results and goals.',
    'Lab work or tests on site when they help, with results explained in plain language.',
    'A written plan that covers medications, lifestyle steps and what to watch for.',
    'Regular follow-up visits to adjust the plan as your numbers and needs change.',
  ],
  preventive: [
    'A conversation about your health history, family history and any concerns.',
    'An exam, plus the screenings, vaccines or tests that fit your age and risk.',
    'Clear next steps, including when to come back and which results to expect.',
  ],
  acute: [
    'An appointment as soon as possible, often on the same day for urgent needs.',
    'An exam and, when useful, quick tests in the office to find the likely cause.',
    'Treatment and instructions for home care, and when to call us if you do not improve.',
  ],
  diagnostics: [
    'Your provider orders the test and explains why it is needed.',
    'The test is done in our office by trained staff, usually without a second trip.',
    'Your provider reviews the results with you and discusses any next steps.',
  ],
  aesthetic: [
    'A consultation to talk through your goals, your health history and whether the treatment suits you.',
    'An honest discussion of expected results, downtime, cost and possible side effects.',
    'Treatment in a medical setting, followed by aftercare instructions and a follow-up visit.',
  ],
};
