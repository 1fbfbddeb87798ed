import { PageMeta } from '../../components/seo/page-meta';

/** Placeholder until the content is written. */
export default function IvTherapyPage() {
  return (
    <main id="main">
      <PageMeta title="IV Therapy" description="IV Therapy" path="/iv-therapy" />
      <h1>IV Therapy</h1>
    </main>
  );
}
