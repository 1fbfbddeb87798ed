import { FacebookIcon, InstagramIcon, LinkedInIcon, XSocialIcon, YoutubeIcon } from '../../components/icons/icons';
import type { SocialLink } from '../../content/types';

const ICONS = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  x: XSocialIcon,
  linkedin: LinkedInIcon,
  youtube: YoutubeIcon,
} satisfies Record<SocialLink['network'], unknown>;

/** The icon of one social network. */
export function SocialIcon({ network }: { network: SocialLink['network'] }) {
  const Icon = ICONS[network];
  return <Icon size={18} />;
}
