// The five social networks linked from the footer (website.md §2 footer).
import type { SocialLink } from './types';

export const socialLinks: SocialLink[] = [
  { network: 'facebook', href: 'https://www.facebook.com/foothillprimarycare', name: 'Facebook' },
  { network: 'instagram', href: 'https://www.instagram.com/foothillprimarycare', name: 'Instagram' },
  { network: 'x', href: 'https://x.com/foothillprimary', name: 'X' },
  { network: 'linkedin', href: 'https://www.linkedin.com/company/foothill-primary-care', name: 'LinkedIn' },
  { network: 'youtube', href: 'https://www.youtube.com/@foothillprimarycare', name: 'YouTube' },
];
