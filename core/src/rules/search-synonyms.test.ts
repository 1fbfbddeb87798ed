import { describe, expect, it } from 'vitest';
import { searchSiteWithPages } from './site-search';

// Issue 35 item 9: what patients type, against catalogue entries named as the site names them.
const services = [
  { id: 'lab', title: 'On-Site Laboratory', description: 'Blood draws and results in our office', link: '/services/on-site-laboratory' },
  { id: 'sick', title: 'Sick Visits', description: 'Fever, cough and other new symptoms', link: '/services/sick-visits' },
  { id: 'urgent', title: 'Adult Urgent Care', description: 'Injuries and illness that cannot wait', link: '/services/adult-urgent-care' },
  { id: 'ekg', title: 'EKG', description: 'A quick heart rhythm test', link: '/services/ekg' },
];
const providers = [
  { id: 'sp', name: 'Dana Reyes, MD', title: 'Internist', link: '/provider/dana', languages: 'English, Spanish' },
  { id: 'hy', name: 'Aram Petrosyan, MD', title: 'Internist', link: '/provider/aram', languages: 'English, Armenian, Russian' },
  { id: 'en', name: 'Sam Ortiz, FNP', title: 'Family Nurse Practitioner', link: '/provider/sam', languages: 'English' },
];
const pages = [
  { id: 'concierge', title: 'Concierge Medicine', description: 'Membership care', text: 'VIP tiers', link: '/concierge-medicine' },
  { id: 'iv', title: 'IV Therapy', description: 'Vitamin drips', text: 'intravenous', link: '/iv-therapy' },
  { id: 'burbank', title: 'Burbank clinic', description: '3808 W. Riverside Dr', text: 'location hours open Monday-Friday', link: '/b' },
  { id: 'faq-3', title: 'How do I schedule an appointment?', description: 'Book online', text: 'FAQ', link: '/#faq-title' },
];
const site = { services, providers, pages };
const ids = (query: string) => {
  const r = searchSiteWithPages(query, site);
  return [...r.services, ...r.providers, ...r.pages].map((x) => x.id);
};

describe('site search: what patients type', () => {
  it.each([
    ['blood test', ['lab']],
    ['walk in', ['sick', 'urgent']],
    ['walk-in', ['sick', 'urgent']],
    ['same day', ['sick', 'urgent']],
    ['telehealth', ['faq-3']],
    ['video visit', ['faq-3']],
    ['weekend', ['burbank']],
    ['price', ['concierge', 'iv']],
  ])('finds what "%s" means', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it.each([
    ['spanish', ['sp']],
    ['Español', ['sp']],
    ['espanol', ['sp']],
    ['armenian', ['hy']],
    ['Հայերեն', ['hy']],
  ])('finds the providers who speak the language "%s"', (query, expected) => {
    expect(ids(query)).toEqual(expected);
  });

  it('keeps website.md §5 matching: a direct match still comes first and nothing else is added', () => {
    expect(ids('ekg')).toEqual(['ekg']);
    expect(ids('test')).toEqual(['ekg']);
  });
});
