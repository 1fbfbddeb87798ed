import { Link } from 'react-router-dom';
import type { BlogTeaser } from '../../../content/types';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { useCarousel, useIsNarrow, windowItems, windowPositions } from '../../../components/carousel';
import { CarouselStage } from '../shared/carousel-stage';
import { SectionHeading } from '../shared/section-heading';
import frame from '../shared/section.module.css';
import styles from './blog-carousel.module.css';
import { t } from '../../../i18n/catalog';

/** What the window shows, counted in articles: "Article 2 of 3", "Articles 2 and 3 of 3", "Articles 2 to 4 of 5". */
function articlesShown(index: number, visible: number, total: number): string {
  const first = index + 1;
  const last = Math.min(total, index + visible);
  const shown = last <= first ? 'one' : last === first + 1 ? 'two' : 'other';
  return t('home.articlesShown', { shown, first, last, total });
}

/** website.md §9: two articles visible above 768 px, one at or below. */
const BLOG_VISIBLE = { wide: 2, narrow: 1 } as const;

/**
 * Home section 11 (website.md §4): a window sliding one article at a time. The last position is
 * count - 2 on wide screens and count - 1 on narrow ones; a resize clamps the index; one dot per
 * position; a 50 px swipe only on narrow screens, where the arrows are hidden.
 */
export function BlogCarousel({ posts }: { posts: readonly BlogTeaser[] }) {
  const narrow = useIsNarrow();
  const visibleCount = narrow ? BLOG_VISIBLE.narrow : BLOG_VISIBLE.wide;
  const carousel = useCarousel({
    count: windowPositions(posts.length, visibleCount),
    swipe: narrow ? { threshold: 50 } : undefined,
    describe: (index) => articlesShown(index, visibleCount, posts.length),
  });
  return (
    <section className={frame.section} aria-labelledby="blog-title">
      <div className={frame.inner}>
        <SectionHeading id="blog-title" title={t('home.blogTitle')} />
        <CarouselStage
          carousel={carousel}
          label={t('home.carouselArticles')}
          listLabel={t('home.carouselArticlesList')}
          testId="blog-track"
          gridClassName={styles.track}
          hideArrowsOnNarrow
          dotNoun="position"
        >
          {windowItems(posts, carousel.index, visibleCount).map((post) => (
            <li key={post.slug} className={`${frame.card} ${styles.card}`}>
              <img src={post.image} alt="" width={640} height={360} loading="lazy" decoding="async" className={styles.image} />
              <h3 className={styles.title}>{post.title}</h3>
              <p className={styles.excerpt}>{post.excerpt}</p>
              <Link to={post.link} className={styles.more}>
                {t('home.readMore')} <VisuallyHidden>{t('home.readMoreAbout', { title: post.title })}</VisuallyHidden>
              </Link>
            </li>
          ))}
        </CarouselStage>
      </div>
    </section>
  );
}
