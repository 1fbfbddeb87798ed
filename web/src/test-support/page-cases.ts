import type { ComponentType } from 'react';
import AboutPage from '../pages/about/about.page';
import AccessibilityPage from '../pages/accessibility/accessibility.page';
import BlogArticlePage from '../pages/blog-article/blog-article.page';
import BlogPage from '../pages/blog/blog.page';
import ConciergeMedicinePage from '../pages/concierge-medicine/concierge-medicine.page';
import ContactPage from '../pages/contact/contact.page';
import FeedbackPage from '../pages/feedback/feedback.page';
import IvTherapyPage from '../pages/iv-therapy/iv-therapy.page';
import LocationPage from '../pages/location/location.page';
import LocationsPage from '../pages/locations/locations.page';
import ManageAppointmentPage from '../pages/manage-appointment/manage-appointment.page';
import AppointmentOfferPage from '../pages/appointment-offer/appointment-offer.page';
import WaitlistLeavePage from '../pages/waitlist-leave/waitlist-leave.page';
import PressPage from '../pages/press/press.page';
import PrivacyPolicyPage from '../pages/privacy-policy/privacy-policy.page';
import ProviderListPage from '../pages/provider-list/provider-list.page';
import ProviderProfilePage from '../pages/provider-profile/provider-profile.page';
import ServicePage from '../pages/service/service.page';
import ServicesPage from '../pages/services/services.page';
import TermsPage from '../pages/terms/terms.page';
import TestimonialsPage from '../pages/testimonials/testimonials.page';
import VisionMissionValuesPage from '../pages/vision-mission-values/vision-mission-values.page';

// Every content page at a real path, with the h1 and <title> it must render.
type Row = [page: ComponentType, path: string, pattern: string, h1: string, title: string];

const ROWS: Row[] = [
  [AboutPage, '/about', '/about', 'About Foothill Primary Care', 'About Us | Foothill Primary Care'],
  [
    VisionMissionValuesPage,
    '/vision-mission-values',
    '/vision-mission-values',
    'Vision, Mission and Values',
    'Vision, Mission and Values | Foothill Primary Care',
  ],
  [ProviderListPage, '/provider', '/provider', 'Meet Our Physicians and Providers', 'Our Physicians and Providers | Foothill Primary Care'],
  [
    ProviderProfilePage,
    '/provider/elena-vasquez-md',
    '/provider/:slug',
    'Elena Vasquez, MD',
    'Elena Vasquez, MD, Internist & Primary Care Physician | Foothill Primary Care',
  ],
  [ServicesPage, '/services', '/services', 'Our Services', 'Our Services | Foothill Primary Care'],
  [
    ServicePage,
    '/services/vo2-metabolic-testing',
    '/services/:slug',
    'VO2 & Metabolic Testing',
    'VO2 & Metabolic Testing | Foothill Primary Care',
  ],
  [ContactPage, '/contact', '/contact', 'Contact Us', 'Contact Us | Foothill Primary Care'],
  [LocationsPage, '/locations', '/locations', 'Our Locations', 'Our Locations | Foothill Primary Care'],
  [
    LocationPage,
    '/locations/la-canada',
    '/locations/:locationId',
    'Primary Care in La Canada',
    'Primary Care in La Canada | Foothill Primary Care',
  ],
  [TestimonialsPage, '/testimonials', '/testimonials', 'What Our Patients Say About Us', 'Patient Testimonials | Foothill Primary Care'],
  [PressPage, '/press', '/press', 'Press and Recognition', 'Press | Foothill Primary Care'],
  [PrivacyPolicyPage, '/privacy-policy', '/privacy-policy', 'PRIVACY POLICY', 'Privacy Policy | Foothill Primary Care'],
  [TermsPage, '/terms', '/terms', 'Terms and Conditions', 'Terms and Conditions | Foothill Primary Care'],
  [AccessibilityPage, '/accessibility', '/accessibility', 'Accessibility Statement', 'Accessibility Statement | Foothill Primary Care'],
  [ConciergeMedicinePage, '/concierge-medicine', '/concierge-medicine', 'Concierge Medicine', 'Concierge Medicine | Foothill Primary Care'],
  [IvTherapyPage, '/iv-therapy', '/iv-therapy', 'IV Therapy Menu', 'IV Therapy Menu | Foothill Primary Care'],
  [BlogPage, '/blog', '/blog', 'Latest Health Tips and News', 'Health Tips and News | Foothill Primary Care'],
  [
    BlogArticlePage,
    '/blog/its-allergy-season-how-you-can-reduce-the-sniffling',
    '/blog/:slug',
    'It’s Allergy Season: How You Can Reduce the Sniffling',
    'It’s Allergy Season: How You Can Reduce the Sniffling | Foothill Primary Care',
  ],
  [FeedbackPage, '/feedback', '/feedback', 'Share Your Feedback', 'Share Your Feedback | Foothill Primary Care'],
  [
    ManageAppointmentPage,
    '/appointments/manage',
    '/appointments/manage',
    'Manage My Appointment',
    'Manage My Appointment | Foothill Primary Care',
  ],
  [AppointmentOfferPage, '/appointments/offer', '/appointments/offer', 'An Earlier Time', 'An Earlier Time | Foothill Primary Care'],
  [
    WaitlistLeavePage,
    '/appointments/waitlist/leave',
    '/appointments/waitlist/leave',
    'Stop Earlier-Time Offers',
    'Stop Earlier-Time Offers | Foothill Primary Care',
  ],
];

export const PAGES = ROWS.map(([Page, path, pattern, h1, title]) => ({ Page, path, pattern, h1, title }));
