import { PageMeta } from '../../components/seo/page-meta';

/** Placeholder until the content is written. */
export default function AboutPage() {
  return (
    <main id="main">
      <PageMeta title="About Us" description="About Us" path="/about" />
      <h1>About Us</h1>
    </main>
  );
}
