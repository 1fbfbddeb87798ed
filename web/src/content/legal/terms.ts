// Terms and conditions text (website.md §2 legal pages, §5 terms rules, §6 review and removal).
import type { LegalSection } from '../types';
import { PHONE_DISPLAY, SITE_NAME } from '../site';

const PRACTICE_SOFTWARE_COPYRIGHT =
  '© 2023 Practice Web Solutions, Inc. Portions of this website’s software are used under license. All rights reserved.';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Agreement Between You and the Practice',
    paragraphs: [
      `This website is offered by ${SITE_NAME} ("the Practice", "we") on the condition that you accept these terms, conditions and notices. Your use of the website means you agree to them. The website provides general information and is not a substitute for medical advice from your provider.`,
    ],
  },
  {
    heading: 'Modification of These Terms of Use',
    paragraphs: [
      'We reserve the right to change the terms, conditions and notices under which this website is offered. Your continued use of the website after a change is posted means you accept the updated terms.',
    ],
  },
  {
    heading: 'Links to Third-Party Sites',
    paragraphs: [
      'This website may contain links to websites operated by others, such as map and review services. Those sites are not under our control and we are not responsible for their contents, their changes or their privacy practices. A link does not imply that we endorse the site or its operators.',
    ],
  },
  {
    heading: 'No Unlawful or Prohibited Use',
    paragraphs: [
      'As a condition of using this website, you agree not to use it for any purpose that is unlawful or prohibited by these terms. You may not use the website in any way that could damage, disable or impair it or interfere with anyone else’s use of it, nor try to gain unauthorized access to any system or information through it.',
    ],
  },
  {
    heading: 'Content You Submit',
    paragraphs: [
      'Where the website offers ways to communicate, such as review or feedback features, you agree to post only material that is proper and related to the feature. You agree that you will not:',
    ],
    list: [
      'post personal or confidential information, yours or anyone else’s, including medical details;',
      'post vulgar, threatening, discriminatory, defamatory or otherwise offensive material;',
      'misrepresent your identity or your connection with any person or organization;',
      'post off-topic material, advertising or solicitations;',
      'post illegal content or content about legal matters that should be raised with counsel;',
      'upload files that infringe anyone’s intellectual property or privacy rights, or that contain viruses or other harmful code;',
      'run surveys, contests, pyramid schemes or chain letters;',
      'collect or harvest information about other users, including e-mail addresses, without their consent.',
    ],
    after: [
      'The Practice has no obligation to monitor these features but may review posted material and remove any of it at its discretion, and may end your access to any communication feature at any time, without notice, for any reason. If you would like a review you posted removed, please contact us using the details in the Notices section.',
    ],
  },
  {
    heading: 'Liability Disclaimer',
    paragraphs: [
      'The information on this website may include inaccuracies or typographical errors and is updated from time to time. It is provided "as is" for general information and does not replace an examination or advice from a qualified provider. Do not delay seeking care because of something you read here; in an emergency, call 911.',
      'To the fullest extent permitted by law, the Practice and its suppliers disclaim all warranties about the website and its content and are not liable for any damages arising from its use or from the inability to use it.',
    ],
  },
  {
    heading: 'Copyright and Trademark Notices',
    paragraphs: [`All contents of this website are © ${SITE_NAME} and its licensors. All rights reserved.`, PRACTICE_SOFTWARE_COPYRIGHT],
  },
  {
    heading: 'Trademarks',
    paragraphs: [
      'The names of actual companies, products and insurers mentioned on this website may be the trademarks of their respective owners. Their mention does not imply any affiliation or endorsement.',
    ],
  },
  {
    heading: 'Notices',
    paragraphs: [
      `Notices about these terms, or requests to remove content you posted, may be sent to ${SITE_NAME}, 214 N Central Ave, Glendale CA 91203, or made by telephone at ${PHONE_DISPLAY}.`,
    ],
  },
];
