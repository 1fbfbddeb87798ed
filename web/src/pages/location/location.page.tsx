import { PageMeta } from '../../components/seo/page-meta';

/** Placeholder until the content is written. */
export default function LocationPage() {
  return (
    <main id="main">
      <PageMeta title="Location" description="Location" path="/locations" />
      <h1>Location</h1>
    </main>
  );
}
