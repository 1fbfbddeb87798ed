import type { Namespace } from '../../i18n/catalog';

/**
 * Where the cards' own words are: the testimonials page's namespace, which that page loads; the home carousel loads
 * it with its lazy chunk, below the fold, rather than the words being written twice or weighing on every page's base.
 * A module of its own: the home page reads it before the cards, and must not pull the cards' date formatting in.
 */
export const TESTIMONIAL_CARD_NAMESPACES: readonly Namespace[] = ['page.testimonials'];
