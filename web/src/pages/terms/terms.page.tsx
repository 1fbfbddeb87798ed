import { PageMeta } from '../../components/seo/page-meta';

/** Placeholder until the content is written. */
export default function TermsPage() {
  return (
    <main id="main">
      <PageMeta title="Terms and Conditions" description="Terms and Conditions" path="/terms" />
      <h1>Terms and Conditions</h1>
    </main>
  );
}
