import { PHONE_DISPLAY, PHONE_TEL } from '../../content/site';
import { PhoneIcon } from '../icons/icons';

interface PhoneLinkProps {
  className?: string;
  /** Icon only (the number stays the accessible name). */
  iconOnly?: boolean;
}

/** The practice phone as a tel: link (website.md §9). */
export function PhoneLink({ className, iconOnly = false }: PhoneLinkProps) {
  return (
    <a className={className} href={PHONE_TEL} aria-label={iconOnly ? `Call ${PHONE_DISPLAY}` : undefined}>
      <PhoneIcon size={18} />
      {iconOnly ? null : <span>{PHONE_DISPLAY}</span>}
    </a>
  );
}
