import { PageMeta } from '../../components/seo/page-meta';

/** Placeholder until the content is written. */
export default function PrivacyPolicyPage() {
  return (
    <main id="main">
      <PageMeta title="PRIVACY POLICY" description="PRIVACY POLICY" path="/privacy-policy" />
      <h1>PRIVACY POLICY</h1>
    </main>
  );
}
