// Facts that appear across the site (website.md §1, §9). One place, so no page drifts.

export const SITE_NAME = 'Foothill Primary Care';
export const SITE_URL = 'https://www.foothillprimarycare.com';
// One home for the office phone: the core's catalog (the booking texts give the same number).
export { OFFICE_PHONE as PHONE_DISPLAY, OFFICE_PHONE_TEL as PHONE_TEL } from '@clinic/core';
export const EMAIL = 'info@foothillprimarycare.com';

export const HOURS = {
  weekday: 'Monday-Friday 8:00 AM-12:00 PM and 1:00 PM-5:00 PM',
  weekend: 'Saturday-Sunday closed',
} as const;

export const CLAIMS = {
  since: 2015,
  boardCertifiedPhysicians: 11,
  advancedPracticeProviders: 5,
  patients: 'over 26,000',
  satisfiedPatients: '10,000+',
  fiveStarReviews: '1,400+',
  conciergeMembers: '200+',
  averageExperience: '15+ years',
} as const;
