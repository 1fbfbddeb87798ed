import { PageMeta } from '../../components/seo/page-meta';

/** Placeholder until the content is written. */
export default function AccessibilityPage() {
  return (
    <main id="main">
      <PageMeta title="Accessibility Statement" description="Accessibility Statement" path="/accessibility" />
      <h1>Accessibility Statement</h1>
    </main>
  );
}
