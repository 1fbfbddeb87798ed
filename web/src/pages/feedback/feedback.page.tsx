import { PageMeta } from '../../components/seo/page-meta';

/** Placeholder until the content is written. */
export default function FeedbackPage() {
  return (
    <main id="main">
      <PageMeta title="Feedback" description="Feedback" path="/feedback" />
      <h1>Feedback</h1>
    </main>
  );
}
