import type { OpenSlot } from '@clinic/core';
import type { AvailableSlots } from './hooks/use-available-slots';
import styles from './slot-grid.module.css';
import { t } from '../../i18n/catalog';
import { dayLabels, timeLabel } from '../../i18n/clinic-dates';

/** Four clinic days per page with previous and next arrows; one button per open time (booking.md §2). */
export function SlotGrid({ slots, onChoose }: { slots: AvailableSlots; onChoose(slot: OpenSlot): void }) {
  return (
    <div>
      <div className={styles.pagerNav}>
        <button
          type="button"
          className={styles.arrow}
          onClick={slots.previous}
          disabled={!slots.hasPrevious}
          aria-label={t('booking.previousDays')}
        >
          ‹
        </button>
        <span className={styles.pageInfo}>{t('booking.pageOf', { page: slots.page + 1, count: slots.pageCount })}</span>
        <button type="button" className={styles.arrow} onClick={slots.next} disabled={!slots.hasNext} aria-label={t('booking.nextDays')}>
          ›
        </button>
      </div>
      <ul className={styles.slotGrid} aria-label={t('booking.availableDays')}>
        {slots.days.map((day) => {
          const label = dayLabels(day.date);
          return (
            <li key={day.date} className={styles.dayColumn} data-day={day.date}>
              <h4 className={styles.dayHead}>
                <span>{label.weekday}</span> {label.day}
              </h4>
              <ul className={styles.times} aria-label={label.full}>
                {day.slots.length === 0 ? <li className={styles.noTimes}>{t('booking.noTimes')}</li> : null}
                {day.slots.map((slot) => (
                  <li key={slot.appointmentid}>
                    <button
                      type="button"
                      className={styles.slot}
                      onClick={() => onChoose(slot)}
                      aria-label={`${timeLabel(slot.starttime)}, ${label.full}`}
                    >
                      {timeLabel(slot.starttime)}
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
