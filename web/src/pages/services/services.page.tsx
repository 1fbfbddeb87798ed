import { PageMeta } from '../../components/seo/page-meta';

/** Placeholder until the content is written. */
export default function ServicesPage() {
  return (
    <main id="main">
      <PageMeta title="Our Services" description="Our Services" path="/services" />
      <h1>Our Services</h1>
    </main>
  );
}
