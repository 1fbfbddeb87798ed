import { Suspense, use } from 'react';
import { Link, useParams } from 'react-router-dom';
import { BookingCta } from '../../components/content/booking-cta';
import { ContentPage } from '../../components/content/content-page';
import { PageHero } from '../../components/content/page-hero';
import { articleBody, type ArticleBody } from '../../content/blog-content';
import { blogTeasersContent } from '../../content/page-content';
import { t } from '../../i18n/catalog';
import { formatPublished } from '../../lib/format-published';
import { articleLd } from '../../lib/json-ld';
import { pageTitle } from '../../lib/page-title';
import { UnknownSlugPage } from '../not-found/unknown-slug';
import styles from './blog-article.module.css';

/** What the page reads in its language before it renders (decision 98): the teasers; its body follows below. */
export const content = [blogTeasersContent];

/**
 * The article's sections in the page's language. Read with `use` inside a Suspense boundary: the page's first load
 * holds only this article's title and teaser, the prerender waits for the body, and hydration keeps its HTML until
 * it is in.
 */
function ArticleSections({ body }: { body: ArticleBody }) {
  const post = body.post(use(body.ready()));
  return post.body.map((section, index) => (
    <section key={section.heading ?? index}>
      {section.heading ? <h2>{section.heading}</h2> : null}
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  ));
}

/** /blog/:slug: one article with its sections; general information, never a substitute for a visit. */
export default function BlogArticlePage() {
  const slug = useParams().slug ?? '';
  const post = blogTeasersContent.current().blogTeasers.find((teaser) => teaser.slug === slug);
  const body = articleBody(slug);
  if (!post || !body) return <UnknownSlugPage />;
  return (
    <ContentPage meta={{ title: pageTitle(post.title), description: post.excerpt, path: post.link, jsonLd: articleLd(post) }}>
      <PageHero
        eyebrow={t('page.blogArticle.published', { date: formatPublished(post.published) })}
        title={post.title}
        lead={post.excerpt}
        image={{ src: post.image, alt: t('page.blogArticle.imageAlt', { title: post.title }), width: 640, height: 360 }}
      />
      <article className={styles.article}>
        <Suspense fallback={null}>
          <ArticleSections body={body} />
        </Suspense>
        <p className={styles.disclaimer}>{t('page.blogArticle.disclaimer')}</p>
        <p>
          <Link to="/blog">{t('page.blogArticle.more')}</Link>
        </p>
      </article>
      <BookingCta title={t('page.blogArticle.ctaTitle')} text={t('page.blogArticle.ctaText')} />
    </ContentPage>
  );
}
