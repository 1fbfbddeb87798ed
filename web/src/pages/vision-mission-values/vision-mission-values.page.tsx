import { PageMeta } from '../../components/seo/page-meta';

/** Placeholder until the content is written. */
export default function VisionMissionValuesPage() {
  return (
    <main id="main">
      <PageMeta title="Vision, Mission & Values" description="Vision, Mission & Values" path="/vision-mission-values" />
      <h1>Vision, Mission & Values</h1>
    </main>
  );
}
