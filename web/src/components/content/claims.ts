import { CLAIMS } from '../../content/site';
import { t } from '../../i18n/catalog';

const countIn = (claim: string) => Number(claim.replace(/\D/g, ''));

/**
 * The practice's figures (website.md §1, as site.ts states them) in the page's language: "over 26,000" is
 * "más de 26.000" in Spanish. English reads exactly as site.ts says it (a test holds them equal).
 */
export const localClaims = () => ({
  patients: t('card.claimOver', { count: countIn(CLAIMS.patients) }),
  satisfiedPatients: t('card.claimPlus', { count: countIn(CLAIMS.satisfiedPatients) }),
  fiveStarReviews: t('card.claimPlus', { count: countIn(CLAIMS.fiveStarReviews) }),
  conciergeMembers: t('card.claimPlus', { count: countIn(CLAIMS.conciergeMembers) }),
  averageExperience: t('card.claimYears', { count: countIn(CLAIMS.averageExperience) }),
});
