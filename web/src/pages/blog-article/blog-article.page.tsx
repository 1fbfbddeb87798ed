import { PageMeta } from '../../components/seo/page-meta';

/** Placeholder until the content is written. */
export default function BlogArticlePage() {
  return (
    <main id="main">
      <PageMeta title="Article" description="Article" path="/blog" />
      <h1>Article</h1>
    </main>
  );
}
