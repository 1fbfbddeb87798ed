import { PageMeta } from '../../components/seo/page-meta';

/** Placeholder until the content is written. */
export default function LocationsPage() {
  return (
    <main id="main">
      <PageMeta title="Our Locations" description="Our Locations" path="/locations" />
      <h1>Our Locations</h1>
    </main>
  );
}
