import { PageMeta } from '../../components/seo/page-meta';

/** Placeholder until the content is written. */
export default function ProviderListPage() {
  return (
    <main id="main">
      <PageMeta title="Our Physicians" description="Our Physicians" path="/provider" />
      <h1>Our Physicians</h1>
    </main>
  );
}
