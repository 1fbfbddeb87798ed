// The blog's articles in the page's language (decision 98): an article page reads its own body only.
import type { LocalizedContent } from './localized-content';
import { adultPhysicalsContent, allergySeasonContent, ivVitaminTherapyContent } from './page-content';
import type { BlogPost } from './types';

/** An article's body: its content module, read with React's `use` (one promise per language), and the post in it. */
export interface ArticleBody {
  ready(): Promise<unknown>;
  post(module: unknown): BlogPost;
}

const body = <Module>(content: LocalizedContent<Module>, post: (module: Module) => BlogPost): ArticleBody => ({
  ready: () => content.ready(),
  post: (module) => post(module as Module),
});

const BODIES: Readonly<Record<string, ArticleBody>> = {
  'the-importance-of-adult-physicals-and-preventative-care': body(adultPhysicalsContent, (m) => m.adultPhysicalsPost),
  'its-allergy-season-how-you-can-reduce-the-sniffling': body(allergySeasonContent, (m) => m.allergySeasonPost),
  'iv-vitamin-therapy-is-it-right-for-you': body(ivVitaminTherapyContent, (m) => m.ivVitaminTherapyPost),
};

/**
 * The body of the article at `slug`, read below its title: the article's page then loads only its own body, after the
 * title and teaser it shows first, and never the other two articles.
 */
export const articleBody = (slug: string): ArticleBody | undefined => BODIES[slug];
