import { Link, useParams } from 'react-router-dom';
import { blogPostBySlug } from '../../content/blog';
import { BookingCta } from '../../components/content/booking-cta';
import { ContentPage } from '../../components/content/content-page';
import { formatPublished } from '../../lib/format-published';
import { articleLd } from '../../lib/json-ld';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';
import { UnknownSlugPage } from '../not-found/unknown-slug';
import styles from './blog-article.module.css';

/** /blog/:slug: one article with its sections; general information, never a substitute for a visit. */
export default function BlogArticlePage() {
  const post = blogPostBySlug(useParams().slug);
  if (!post) return <UnknownSlugPage />;
  return (
    <ContentPage meta={{ title: pageTitle(post.title), description: post.excerpt, path: post.link, jsonLd: articleLd(post) }}>
      <PageHero
        eyebrow={`Published ${formatPublished(post.published)}`}
        title={post.title}
        lead={post.excerpt}
        image={{ src: post.image, alt: `Illustration for the article ${post.title}`, width: 640, height: 360 }}
      />
      <article className={styles.article}>
        {post.body.map((section, index) => (
          <section key={section.heading ?? index}>
            {section.heading ? <h2>{section.heading}</h2> : null}
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <p className={styles.disclaimer}>
          This article is general information and is not medical advice. Talk with your provider about your own health.
        </p>
        <p>
          <Link to="/blog">More health tips and news</Link>
        </p>
      </article>
      <BookingCta title="Questions about your health?" text="Book a visit and talk it through with one of our providers." />
    </ContentPage>
  );
}
