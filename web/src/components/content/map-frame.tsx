import { formatAddress } from '../../content/locations';
import { SITE_NAME } from '../../content/site';
import type { ClinicLocation } from '../../content/types';
import { t } from '../../i18n/catalog';
import { useNearViewport } from '../../lib/use-near-viewport';
import styles from './map-frame.module.css';

/**
 * The embedded map of one clinic, in a fixed box so nothing shifts when it arrives. The frame itself is added by the
 * app once the box nears the viewport: a map on screen at load would otherwise be fetched with the page's fonts and
 * hold back its first paint (decision 73); the address link beside it opens the same map without waiting.
 */
export function MapFrame({ location }: { location: ClinicLocation }) {
  const { near, ref } = useNearViewport<HTMLDivElement>('200px');
  return (
    <div ref={ref} className={styles.box}>
      {near && (
        <iframe
          className={styles.map}
          src={location.mapEmbed}
          title={t('card.location.mapTitle', { site: SITE_NAME, clinic: location.name, address: formatAddress(location) })}
          loading="lazy"
          width={600}
          height={300}
          referrerPolicy="no-referrer-when-downgrade"
        />
      )}
    </div>
  );
}
