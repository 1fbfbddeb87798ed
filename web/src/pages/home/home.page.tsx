import { PageMeta } from '../../components/seo/page-meta';
import { HOURS, PHONE_DISPLAY, SITE_NAME, SITE_URL } from '../../content/site';
import { Hero } from './hero';

const organization = {
  '@context': 'https://schema.org',
  '@type': 'MedicalOrganization',
  name: SITE_NAME,
  url: SITE_URL,
  telephone: PHONE_DISPLAY,
  medicalSpecialty: 'PrimaryCare',
  openingHours: 'Mo-Fr 08:00-12:00, Mo-Fr 13:00-17:00',
  description: `Primary care in Glendale, Burbank and La Canada. ${HOURS.weekday}.`,
};

/**
 * Home page. Only the hero for now; the sections of website.md §2 "Home page sections" (issue #6)
 * go below it, in the spec's order, each in its own component under pages/home/.
 */
export default function HomePage() {
  return (
    <main id="main">
      <PageMeta
        title={`${SITE_NAME} | Primary Care Physicians in Glendale, Burbank & La Canada`}
        description={`${SITE_NAME}: board-certified internists, nurse practitioners and concierge medicine in Glendale, Burbank and La Canada, CA. Book online or call ${PHONE_DISPLAY}.`}
        keywords="primary care, internal medicine, concierge medicine, Glendale doctor, Burbank doctor, La Canada doctor"
        path="/"
        jsonLd={organization}
      />
      <Hero />
    </main>
  );
}
