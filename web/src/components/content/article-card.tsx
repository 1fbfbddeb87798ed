import { Link } from 'react-router-dom';
import type { BlogTeaser } from '../../content/types';
import { t } from '../../i18n/catalog';
import { formatPublished } from '../../lib/format-published';
import styles from './cards.module.css';

/** A blog teaser: illustration, title, date, excerpt and a link to the article. */
export function ArticleCard({ post }: { post: BlogTeaser }) {
  return (
    <article className={styles.card}>
      <img src={post.image} alt="" width={640} height={360} style={{ width: '100%', height: 'auto' }} />
      <h3 className={styles.cardTitle}>{post.title}</h3>
      <p className={styles.muted}>
        <time dateTime={post.published}>{formatPublished(post.published)}</time>
      </p>
      <p>{post.excerpt}</p>
      <Link className={styles.more} to={post.link}>
        {t('page.blog.read', { title: post.title })}
      </Link>
    </article>
  );
}
