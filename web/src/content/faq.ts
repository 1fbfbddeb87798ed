// The home page FAQ (website.md §2 item 7, §9 FAQ facts): six topics, each answer stating only facts the site stands behind.
import { CLAIMS, HOURS, PHONE_DISPLAY } from './site';
import type { FaqItem } from './types';

export const faqItems: FaqItem[] = [
  {
    question: 'Are you accepting new patients?',
    answer: `Yes. All three of our clinics are accepting new patients. Our team includes ${CLAIMS.boardCertifiedPhysicians} board-certified internal medicine physicians and ${CLAIMS.advancedPracticeProviders} advanced practice providers, so you can usually find a convenient appointment.`,
  },
  {
    question: 'Which insurance plans do you accept?',
    answer: `We accept most major plans, including AARP, Aetna, Cigna, HealthNet, Medicare, Tricare and UnitedHealthcare. Coverage varies by plan, so please call us at ${PHONE_DISPLAY} to confirm yours before your visit. Self-pay is also available.`,
  },
  {
    question: 'How do I schedule an appointment?',
    answer: `You can book online at any time with the Book an Appointment button, or call us at ${PHONE_DISPLAY} during office hours. We offer same-day appointments for urgent needs.`,
  },
  {
    question: 'What services do you offer?',
    answer:
      'We provide comprehensive adult primary care: annual physicals, preventive screenings, vaccines, sick visits, chronic condition management such as diabetes and high blood pressure, on-site laboratory and imaging, and more. See our Services page for the full list.',
    links: { 'Services page': '/services' },
  },
  {
    question: 'Where are your locations and what are your hours?',
    answer: `We have three clinics: 214 N Central Ave, Glendale CA 91203; 1407 Foothill Blvd, La Canada CA 91011; and 3808 W. Riverside Dr Ste 120, Burbank CA 91505. All three are open ${HOURS.weekday}, and closed Saturday and Sunday.`,
  },
  {
    question: 'What should I bring to my first visit?',
    answer:
      'Please arrive 15 minutes early and bring a photo ID, your insurance card, a list of your current medications and supplements, and any recent records or test results. This helps your provider make the most of your visit.',
  },
];
