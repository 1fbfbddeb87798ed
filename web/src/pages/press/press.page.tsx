import { PageMeta } from '../../components/seo/page-meta';

/** Placeholder until the content is written. */
export default function PressPage() {
  return (
    <main id="main">
      <PageMeta title="Press" description="Press" path="/press" />
      <h1>Press</h1>
    </main>
  );
}
