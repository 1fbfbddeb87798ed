import { t } from '../../i18n/catalog';
import { VisuallyHidden } from '../ui/visually-hidden';
import { formatAddress } from '../../content/locations';
import type { ClinicLocation } from '../../content/types';

/** A clinic's street address linking to its map in a new tab (website.md §2: the address link opens an external page). */
export function AddressLink({ location }: { location: ClinicLocation }) {
  return (
    <a href={location.mapUrl} target="_blank" rel="noopener noreferrer">
      {formatAddress(location)}
      <VisuallyHidden>{t('card.location.opensMap')}</VisuallyHidden>
    </a>
  );
}
