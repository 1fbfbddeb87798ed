import {
  BOOKING_LIMITS,
  CONFIRMATION_FALLBACK,
  DEMO_NOTICE,
  MANAGE_PATH,
  confirmationAddress,
  confirmationProvider,
  type AppointmentDetails,
  type Department,
  type Provider,
} from '@clinic/core';
import { useState } from 'react';
import { buttonClass } from '../../components/ui/button-class';
import { googleCalendarUrl, icsFile } from './calendar-links';
import { isDemoSite } from './demo-site';
import styles from './confirmation-step.module.css';
import stepActions from './step-actions.module.css';
import { WaitlistOptIn } from './waitlist-opt-in';
import { activeLanguage, t } from '../../i18n/catalog';
import { richMessage } from '../../i18n/rich-message';
import { appointmentWhen } from '../../i18n/clinic-dates';
import { localizedPath } from '../../i18n/languages';
import { coreText } from '../../i18n/core-text';

interface ConfirmationStepProps {
  details: AppointmentDetails;
  appointmentId: string;
  provider: Provider | undefined;
  department: Department | undefined;
  now: Date;
  onDone(): void;
}

/**
 * Wizard step 4: "You're all set!", when, with whom, where, a map, and add-to-calendar (booking.md §2, §9); on the
 * demo, also that the appointment is not real.
 */
export function ConfirmationStep({ details, appointmentId, provider, department, now, onDone }: ConfirmationStepProps) {
  const [mapLoaded, setMapLoaded] = useState(false);
  const address = confirmationAddress(department);
  const providerName = confirmationProvider(provider);
  const hasAddress = address !== CONFIRMATION_FALLBACK.address;
  const visit = { date: details.date, time: details.time, duration: details.duration, provider: providerName, address };
  // The manage page in the language the patient booked in.
  const managePath = localizedPath(MANAGE_PATH, activeLanguage());
  const ics = icsFile(visit, appointmentId, now, new URL(managePath, window.location.origin).href);
  const google = googleCalendarUrl(visit);
  const map = `https://maps.google.com/maps?q=${encodeURIComponent(address)}&z=${BOOKING_LIMITS.mapZoom}&output=embed`;
  return (
    <section className={styles.confirmation} aria-labelledby="booking-done-title">
      <p className={styles.check} aria-hidden="true">
        ✓
      </p>
      <h3 id="booking-done-title" className={styles.doneTitle} tabIndex={-1} data-autofocus>
        {t('booking.allSet')}
      </h3>
      {isDemoSite() ? <p className={styles.demoNote}>{coreText(DEMO_NOTICE)}</p> : null}
      <dl className={styles.summary}>
        <div>
          <dt>{t('booking.dateTime')}</dt>
          <dd>{appointmentWhen(details.date, details.time)}</dd>
        </div>
        <div>
          <dt>{t('booking.provider')}</dt>
          <dd>{providerName}</dd>
        </div>
      </dl>
      <div className={styles.officeCard}>
        <h4 className={styles.officeName}>{department?.name ?? t('booking.officeLocation')}</h4>
        <address className={styles.address}>{address}</address>
        {hasAddress ? (
          <div className={styles.map} style={{ height: BOOKING_LIMITS.mapHeightPx }}>
            {mapLoaded ? null : <p className={styles.mapFallback}>{address}</p>}
            <iframe
              title={t('booking.mapOf', { address })}
              src={map}
              loading="lazy"
              height={BOOKING_LIMITS.mapHeightPx}
              width="100%"
              referrerPolicy="no-referrer-when-downgrade"
              onLoad={() => setMapLoaded(true)}
            />
          </div>
        ) : null}
      </div>
      {/* Issue 17: below the spec's texts, the way to cancel or move this visit later. */}
      <p>{richMessage('booking.manageLater', { link: <a href={managePath}>{t('booking.manageLink')}</a> })}</p>
      <WaitlistOptIn patientId={details.patientid} appointmentId={appointmentId} bookedDate={details.date} providerName={providerName} />
      <div className={stepActions.actions}>
        {ics ? (
          <a
            className={buttonClass('secondary')}
            download="appointment.ics"
            href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
          >
            {t('booking.addIcs')}
          </a>
        ) : null}
        {google ? (
          <a className={buttonClass('secondary')} href={google} target="_blank" rel="noopener noreferrer">
            {t('booking.addGoogle')}
          </a>
        ) : null}
        <button type="button" className={buttonClass('primary')} onClick={onDone}>
          {t('booking.done')}
        </button>
      </div>
    </section>
  );
}
