import { PageMeta } from '../../components/seo/page-meta';

/** Placeholder until the content is written. */
export default function ConciergeMedicinePage() {
  return (
    <main id="main">
      <PageMeta title="Concierge Medicine" description="Concierge Medicine" path="/concierge-medicine" />
      <h1>Concierge Medicine</h1>
    </main>
  );
}
