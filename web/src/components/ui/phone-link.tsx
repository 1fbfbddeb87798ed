import { PHONE_DISPLAY, PHONE_TEL } from '../../content/site';
import { t } from '../../i18n/catalog';
import { PhoneIcon } from '../icons/icons';

interface PhoneLinkProps {
  className?: string;
  /** Icon only (the number stays the accessible name). */
  iconOnly?: boolean;
}

/** The practice phone as a tel: link (website.md §9). */
export function PhoneLink({ className, iconOnly = false }: PhoneLinkProps) {
  return (
    <a className={className} href={PHONE_TEL} aria-label={iconOnly ? t('header.callPhone', { phone: PHONE_DISPLAY }) : undefined}>
      <PhoneIcon size={18} />
      {iconOnly ? null : <span>{PHONE_DISPLAY}</span>}
    </a>
  );
}
