import { blogPosts } from '../../content/blog';
import { ArticleCard } from '../../features/content/article-card';
import { CardGrid } from '../../features/content/card-grid';
import { ContentPage } from '../../features/content/content-page';
import { ContentSection } from '../../features/content/content-section';
import { PageHero } from '../../features/content/page-hero';
import { pageTitle } from '../../features/content/page-title';

/** /blog: the three health articles. */
export default function BlogPage() {
  return (
    <ContentPage meta={{ title: pageTitle('Health Tips and News'), description: 'Health tips and news from our physicians: preventive care, allergy season and IV vitamin therapy.', path: '/blog' }}>
      <PageHero eyebrow="Blog" title="Latest Health Tips and News" lead="Practical, plain-language articles from our care team." />
      <ContentSection title="Articles">
        <CardGrid items={blogPosts} keyOf={(post) => post.slug}>
          {(post) => <ArticleCard post={post} />}
        </CardGrid>
      </ContentSection>
    </ContentPage>
  );
}
