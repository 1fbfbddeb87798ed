import { PageMeta } from '../../components/seo/page-meta';

/** Placeholder until the content is written. */
export default function BlogPage() {
  return (
    <main id="main">
      <PageMeta title="Blog" description="Blog" path="/blog" />
      <h1>Blog</h1>
    </main>
  );
}
