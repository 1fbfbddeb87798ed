import { nearestClinic, TIME_FIRST_MESSAGES, zipFive, type GeoPoint } from '@clinic/core';
import { useState } from 'react';
import { buttonClass } from '../../components/ui/button-class';
import { CLINIC_POINTS, clinicName } from './provider-facts';
import { zipCentroid } from './zip-centroids';
import controls from './form-controls.module.css';
import links from './link-button.module.css';
import styles from './time-filters.module.css';
import { activeLanguage, t } from '../../i18n/catalog';
import { coreText } from '../../i18n/core-text';
import { formatNumber } from '../../i18n/format-number';

/** "2.3" in English, "2,3" in Spanish: the distance to a tenth of a mile in the page's language. */
const oneDecimal = (miles: number) => formatNumber(activeLanguage(), miles, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * "Nearest to me": a ZIP code looked up in the embedded table, or the browser's location, read only when the patient
 * presses the button (never on its own). Either chooses the nearest clinic; neither leaves this component.
 */
export function NearestClinicField({ onClinic }: { onClinic(departmentId: string): void }) {
  const [zip, setZip] = useState('');
  const [message, setMessage] = useState('');
  const choose = (point: GeoPoint | undefined, failure: string) => {
    const nearest = point ? nearestClinic(point, CLINIC_POINTS) : undefined;
    if (!nearest) return setMessage(failure);
    onClinic(nearest.departmentId);
    setMessage(t('booking.nearestClinicIs', { clinic: clinicName(nearest.departmentId), miles: oneDecimal(nearest.miles) }));
  };
  const byZip = () => {
    const five = zipFive(zip);
    choose(five ? zipCentroid(five) : undefined, TIME_FIRST_MESSAGES.zipUnknown);
  };
  const byLocation = () => {
    if (!('geolocation' in navigator)) return setMessage(TIME_FIRST_MESSAGES.locationFailed);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => choose({ latitude: coords.latitude, longitude: coords.longitude }, TIME_FIRST_MESSAGES.locationFailed),
      () => setMessage(TIME_FIRST_MESSAGES.locationFailed),
      { maximumAge: 600_000, timeout: 10_000 },
    );
  };
  return (
    <div className={controls.field}>
      <label className={controls.label} htmlFor="times-zip">
        {t('booking.nearestZip')}
      </label>
      <div className={styles.nearestRow}>
        <input
          id="times-zip"
          className={controls.input}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          value={zip}
          onChange={(e) => setZip(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            byZip();
          }}
        />
        <button type="button" className={buttonClass('secondary', 'small')} onClick={byZip}>
          {t('booking.findNearest')}
        </button>
      </div>
      <button type="button" className={`${links.linkButton} ${links.alone}`} onClick={byLocation}>
        {t('booking.useLocation')}
      </button>
      <p className={controls.hint} role="status">
        {coreText(message)}
      </p>
    </div>
  );
}
