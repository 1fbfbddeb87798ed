// The three blog articles (website.md §2 blog routes, §3 blog teaser), newest last in the spec's order.
import { adultPhysicalsPost } from './blog/adult-physicals.post';
import { allergySeasonPost } from './blog/allergy-season.post';
import { ivVitaminTherapyPost } from './blog/iv-vitamin-therapy.post';
import type { BlogPost } from './types';

export const blogPosts: BlogPost[] = [adultPhysicalsPost, allergySeasonPost, ivVitaminTherapyPost];

/** Number of words in an article's body, for a reading-time hint. */
export function wordCount(post: BlogPost): number {
  return post.body
    .flatMap((section) => section.paragraphs)
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
}
