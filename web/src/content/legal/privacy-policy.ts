// PRIVACY POLICY text (website.md §2 legal pages, §9 policy facts): the seven sections in the spec's order.
import type { LegalSection } from '../types';
import { PHONE_DISPLAY, SITE_NAME } from '../site';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Privacy Statement',
    paragraphs: [
      `Protecting your private information is our priority. This Statement of Privacy applies to the ${SITE_NAME} website and governs data collection and usage. By using this website, you consent to the data practices described in this statement.`,
      'Medical information you share with us as a patient is also protected by federal and state health privacy laws; our Notice of Privacy Practices, available at our offices, describes those rights.',
    ],
  },
  {
    heading: 'Collection of Your Personal Information',
    paragraphs: [
      `${SITE_NAME} may collect personally identifiable information, such as your e-mail address, name, home or work address and telephone number. We may also collect anonymous demographic information, which is not unique to you, such as your ZIP code, age, gender, preferences, interests and favorites.`,
      'Information about your computer hardware and software may be collected automatically, including your IP address, browser type, domain names, access times and referring website addresses. This information is used to operate the service, maintain its quality and provide general statistics about the use of the website.',
    ],
  },
  {
    heading: 'Use of Your Personal Information',
    paragraphs: [
      `${SITE_NAME} collects and uses your personal information to operate this website and deliver the services you have requested. We may also use it to tell you about other services available from us, and we may contact you by survey to ask your opinion of current services or of potential new ones.`,
      `${SITE_NAME} does not sell, rent or lease its customer lists to third parties. We may share data with trusted partners to help us perform statistical analysis, send you e-mail or postal mail, provide customer support or arrange for deliveries. Those partners are prohibited from using your personal information except to provide these services to us, and they are required to keep your information confidential.`,
      `${SITE_NAME} does not use or disclose sensitive personal information, such as race, religion or political affiliation, without your explicit consent.`,
      `${SITE_NAME} will disclose your personal information without notice only if required to do so by law or in the good-faith belief that such action is necessary to comply with the law or legal process served on us.`,
    ],
  },
  {
    heading: 'Use of Cookies',
    paragraphs: [
      'This website may use cookies to help personalize your online experience. A cookie is a small text file placed on your device by a web server. Cookies cannot be used to run programs or deliver viruses to your computer, and they can only be read by the web server in the domain that issued them.',
      'Most browsers accept cookies automatically, but you can usually change your browser settings to decline them. If you decline cookies, some interactive features of this website may not work as intended.',
    ],
  },
  {
    heading: 'Security of Your Personal Information',
    paragraphs: [
      `${SITE_NAME} secures your personal information from unauthorized access, use or disclosure. When personal information is transmitted to other websites, it is protected through encryption, such as the Secure Sockets Layer (SSL) protocol.`,
      'No data transmission over the internet can be guaranteed to be completely secure. Please do not send medical details by e-mail; call our office instead.',
    ],
  },
  {
    heading: 'Changes to This Statement',
    paragraphs: [
      `${SITE_NAME} may update this Statement of Privacy from time to time to reflect changes in our practices and services. We encourage you to review this page periodically. Your continued use of the website after changes are posted means you accept the updated statement.`,
    ],
  },
  {
    heading: 'Contact Information',
    paragraphs: [
      `${SITE_NAME} welcomes your questions or comments regarding this Statement of Privacy. If you believe that we have not adhered to this statement, please contact us:`,
      `${SITE_NAME}, 214 N Central Ave, Glendale CA 91203. Telephone: ${PHONE_DISPLAY}.`,
    ],
  },
];
