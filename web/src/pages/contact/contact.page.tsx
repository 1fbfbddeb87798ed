import { PageMeta } from '../../components/seo/page-meta';

/** Placeholder until the content is written. */
export default function ContactPage() {
  return (
    <main id="main">
      <PageMeta title="Contact Us" description="Contact Us" path="/contact" />
      <h1>Contact Us</h1>
    </main>
  );
}
