import { blogPosts } from '../../content/blog';
import { ArticleCard } from '../../components/content/article-card';
import { CardGrid } from '../../components/content/card-grid';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';

/** /blog: the three health articles. */
export default function BlogPage() {
  return (
    <ContentPage
      meta={{
        title: pageTitle('Health Tips and News'),
        description: 'Health tips and news from our physicians: preventive care, allergy season and IV vitamin therapy.',
        path: '/blog',
      }}
    >
      <PageHero eyebrow="Blog" title="Latest Health Tips and News" lead="Practical, plain-language articles from our care team." />
      <ContentSection title="Articles">
        <CardGrid items={blogPosts} keyOf={(post) => post.slug}>
          {(post) => <ArticleCard post={post} />}
        </CardGrid>
      </ContentSection>
    </ContentPage>
  );
}
