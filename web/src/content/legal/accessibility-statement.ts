// The accessibility statement: WCAG 2.1 AA commitment, the on-page widget and how to report a barrier.
import type { LegalSection } from '../types';
import { EMAIL, PHONE_DISPLAY, SITE_NAME } from '../site';

export const ACCESSIBILITY_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Our commitment',
    paragraphs: [
      `${SITE_NAME} wants every patient and visitor to be able to use this website, including people who use assistive technology. We aim to conform to the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, and we test our pages with automated checks and by hand, with a keyboard and with screen readers.`,
    ],
  },
  {
    heading: 'Accessibility tools on this website',
    paragraphs: [
      'Every page except the feedback form has an accessibility button in the corner of the screen. It opens a panel with these options:',
    ],
    list: [
      'High Contrast, which strengthens the contrast between text and background;',
      'Color Inversion, which inverts the page colors;',
      'Screen Reader, which reads the text you select aloud, or the main text of the page when nothing is selected, using your browser’s speech feature;',
      'Reset All, which turns every option off again.',
    ],
  },
  {
    heading: 'What we have done',
    paragraphs: [
      'Pages use headings in order, descriptive link text and labels on every form field. Every image has a text alternative, keyboard focus is always visible, and text colors meet contrast guidelines on our cream and navy backgrounds. Content can be enlarged with your browser’s zoom without losing information.',
    ],
  },
  {
    heading: 'Known limitations',
    paragraphs: [
      'Embedded maps and some pages we link to are provided by other companies, and we cannot fully control their accessibility. Each clinic’s address is always given as text next to its map.',
    ],
  },
  {
    heading: 'Report a barrier',
    paragraphs: [
      `If something on this website is hard to use, please tell us. Call ${PHONE_DISPLAY} during office hours or e-mail ${EMAIL}, describe the page and the problem, and we will work to fix it and to give you the information you need in another way in the meantime. Our staff can also help you book an appointment by phone.`,
    ],
  },
];
