import {
  CONCIERGE_PROVIDER_ID,
  OFFICE_PHONE,
  OFFICE_PHONE_TEL,
  SEARCH_MESSAGES,
  type OpenSlot,
  type Provider,
  type SlotDay,
} from '@clinic/core';
import { useAvailableSlots } from './hooks/use-available-slots';
import { ProviderAvatar } from './provider-avatar';
import { DayJump } from './day-jump';
import { providerProfile } from './provider-profile';
import { SlotGrid } from './slot-grid';
import styles from './time-step.module.css';
import boxes from './error-box.module.css';
import controls from './form-controls.module.css';
import layout from './step-layout.module.css';
import { t } from '../../i18n/catalog';
import { richMessage } from '../../i18n/rich-message';
import { coreText } from '../../i18n/core-text';

interface TimeStepProps {
  provider: Provider | undefined;
  days: readonly SlotDay[];
  notice: string | undefined;
  onChoose(slot: OpenSlot): void;
}

/** Wizard step 1, choose a time: the provider, then four days of times per page (booking.md §2). */
export function TimeStep({ provider, days, notice, onChoose }: TimeStepProps) {
  const slots = useAvailableSlots(days);
  const profile = providerProfile(provider);
  return (
    <section className={styles.timeStep} aria-labelledby="booking-time-title">
      <h3 id="booking-time-title" className={layout.stepTitle}>
        {t('booking.stepTime')}
      </h3>
      <p className={controls.hint}>{t('booking.clinicTimeNote')}</p>
      {notice ? (
        <p className={boxes.notice} role="alert">
          {coreText(notice)}
        </p>
      ) : null}
      <div className={styles.providerCard}>
        <ProviderAvatar name={profile.name} image={profile.image} />
        <div>
          <p className={styles.providerName}>{profile.name}</p>
          {profile.specialty ? <p className={styles.providerSpecialty}>{profile.specialty}</p> : null}
        </div>
      </div>
      {slots.empty ? <EmptySlots provider={provider} name={profile.name} /> : null}
      {!slots.empty && slots.pageCount > 1 ? <DayJump days={days} onPage={slots.goTo} /> : null}
      <SlotGrid slots={slots} onChoose={onChoose} />
    </section>
  );
}

function EmptySlots({ provider, name }: { provider: Provider | undefined; name: string }) {
  const concierge = String(provider?.providerid) === CONCIERGE_PROVIDER_ID;
  return (
    <div className={styles.emptySlots}>
      <p className={styles.emptyTitle}>{coreText(SEARCH_MESSAGES.noOpenSlots)}</p>
      {concierge ? (
        <>
          <p>{t('booking.conciergeOnly', { name })}</p>
          <a className={styles.conciergeLink} href="/concierge-medicine">
            {t('booking.conciergeSchedule')}
          </a>
        </>
      ) : (
        <p>{richMessage('booking.callToFindTime', { phone: <a href={OFFICE_PHONE_TEL}>{OFFICE_PHONE}</a> })}</p>
      )}
    </div>
  );
}
