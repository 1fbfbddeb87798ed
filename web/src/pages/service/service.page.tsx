import { PageMeta } from '../../components/seo/page-meta';

/** Placeholder until the content is written. */
export default function ServicePage() {
  return (
    <main id="main">
      <PageMeta title="Service" description="Service" path="/services" />
      <h1>Service</h1>
    </main>
  );
}
