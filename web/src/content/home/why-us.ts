// The home page's reasons to choose the practice (website.md §2 home section 3), in English: the source of its
// translations beside it (why-us.es.ts, why-us.hy.ts; decision 98).
import { CLAIMS } from '../site';

export interface Reason {
  title: string;
  text: string;
}

export const REASONS: readonly Reason[] = [
  {
    title: 'Board-certified physicians',
    text: `${CLAIMS.boardCertifiedPhysicians} internal medicine physicians and ${CLAIMS.advancedPracticeProviders} advanced practice providers.`,
  },
  { title: 'Same-day appointments', text: 'Same-day appointments for urgent needs, and online booking at any hour.' },
  { title: 'Three convenient clinics', text: 'Glendale, Burbank and La Canada, open Monday to Friday.' },
  { title: 'Testing under one roof', text: 'On-site laboratory, X-ray and ultrasound, so results come sooner.' },
  { title: 'Experienced care', text: `${CLAIMS.averageExperience} of average experience and ${CLAIMS.fiveStarReviews} five-star reviews.` },
  {
    title: 'Concierge options',
    text: `Membership medicine for more time and direct access, chosen by ${CLAIMS.conciergeMembers} members.`,
  },
];
