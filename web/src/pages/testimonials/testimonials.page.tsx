import { PageMeta } from '../../components/seo/page-meta';

/** Placeholder until the content is written. */
export default function TestimonialsPage() {
  return (
    <main id="main">
      <PageMeta title="Patient Stories" description="Patient Stories" path="/testimonials" />
      <h1>Patient Stories</h1>
    </main>
  );
}
