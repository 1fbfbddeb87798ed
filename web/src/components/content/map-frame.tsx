import type { ClinicLocation } from '../../content/types';
import styles from './map-frame.module.css';

/** The embedded map of one clinic, lazy-loaded and with a fixed box so nothing shifts when it arrives. */
export function MapFrame({ location }: { location: ClinicLocation }) {
  return (
    <iframe
      className={styles.map}
      src={location.mapEmbed}
      title={location.mapTitle}
      loading="lazy"
      width={600}
      height={300}
      referrerPolicy="no-referrer-when-downgrade"
    />
  );
}
