import { PageMeta } from '../../components/seo/page-meta';

/** Placeholder until the content is written. */
export default function ProviderProfilePage() {
  return (
    <main id="main">
      <PageMeta title="Provider" description="Provider" path="/provider" />
      <h1>Provider</h1>
    </main>
  );
}
