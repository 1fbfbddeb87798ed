// The five social networks linked from the footer (website.md §2 footer).
import { SITE_NAME } from './site';
import type { SocialLink } from './types';

const label = (network: string) => `${SITE_NAME} on ${network} (opens in a new tab)`;

export const socialLinks: SocialLink[] = [
  { network: 'facebook', href: 'https://www.facebook.com/foothillprimarycare', label: label('Facebook') },
  { network: 'instagram', href: 'https://www.instagram.com/foothillprimarycare', label: label('Instagram') },
  { network: 'x', href: 'https://x.com/foothillprimary', label: label('X') },
  { network: 'linkedin', href: 'https://www.linkedin.com/company/foothill-primary-care', label: label('LinkedIn') },
  { network: 'youtube', href: 'https://www.youtube.com/@foothillprimarycare', label: label('YouTube') },
];
