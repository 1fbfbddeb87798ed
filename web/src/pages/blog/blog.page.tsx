import { ArticleCard } from '../../components/content/article-card';
import { CardGrid } from '../../components/content/card-grid';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { PageHero } from '../../components/content/page-hero';
import { blogTeasersContent } from '../../content/page-content';
import { t } from '../../i18n/catalog';
import { pageTitle } from '../../lib/page-title';

/** What the page reads in its language (decision 98), loaded with its chunk before it renders. */
export const content = [blogTeasersContent];

/** /blog: the three health articles. */
export default function BlogPage() {
  return (
    <ContentPage meta={{ title: pageTitle(t('page.blog.title')), description: t('page.blog.description'), path: '/blog' }}>
      <PageHero eyebrow={t('nav.blog')} title={t('page.blog.heading')} lead={t('page.blog.lead')} />
      <ContentSection title={t('page.blog.articles')}>
        <CardGrid items={blogTeasersContent.current().blogTeasers} keyOf={(post) => post.slug}>
          {(post) => <ArticleCard post={post} />}
        </CardGrid>
      </ContentSection>
    </ContentPage>
  );
}
