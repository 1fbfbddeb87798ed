// The three articles' teasers (website.md §3 blog teaser): what lists and the home carousel show. The bodies
// live in blog/*.post.ts, so a page showing teasers does not ship three whole articles.
import type { BlogTeaser } from './types';

export const BLOG_TEASERS = {
  adultPhysicals: {
    id: 1,
    slug: 'the-importance-of-adult-physicals-and-preventative-care',
    title: 'The Importance of Adult Physicals and Preventative Care',
    excerpt:
      'Feeling fine is a great reason to see your doctor. Here is what a yearly physical covers, which screenings adults commonly need, and how to get the most from your visit.',
    image: '/images/blog/adult-physicals.svg',
    link: '/blog/the-importance-of-adult-physicals-and-preventative-care',
    published: '2024-01-15',
  },
  allergySeason: {
    id: 2,
    slug: 'its-allergy-season-how-you-can-reduce-the-sniffling',
    title: 'It’s Allergy Season: How You Can Reduce the Sniffling',
    excerpt:
      'Sneezing, itchy eyes and a stuffy nose can wear you down. These practical steps may help you feel better, and here is when it is worth seeing your provider.',
    image: '/images/blog/allergy-season.svg',
    link: '/blog/its-allergy-season-how-you-can-reduce-the-sniffling',
    published: '2024-03-20',
  },
  ivVitaminTherapy: {
    id: 3,
    slug: 'iv-vitamin-therapy-is-it-right-for-you',
    title: 'IV Vitamin Therapy: Is It Right for You?',
    excerpt:
      'IV drips are popular, but they are not for everyone. Here is what an IV session involves, what the evidence does and does not say, and the questions to ask first.',
    image: '/images/blog/iv-vitamin-therapy.svg',
    link: '/blog/iv-vitamin-therapy-is-it-right-for-you',
    published: '2024-05-08',
  },
} satisfies Record<string, BlogTeaser>;

/** The teasers in the spec's order. */
export const blogTeasers: BlogTeaser[] = [BLOG_TEASERS.adultPhysicals, BLOG_TEASERS.allergySeason, BLOG_TEASERS.ivVitaminTherapy];
