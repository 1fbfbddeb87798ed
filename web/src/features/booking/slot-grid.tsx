import type { OpenSlot } from '@clinic/core';
import type { AvailableSlots } from './hooks/use-available-slots';
import { clinicDayLabel as dayLabel, clinicTimeLabel as slotTimeLabel } from '@clinic/core';
import styles from './slot-grid.module.css';

/** Four clinic days per page with previous and next arrows; one button per open time (booking.md §2). */
export function SlotGrid({ slots, onChoose }: { slots: AvailableSlots; onChoose(slot: OpenSlot): void }) {
  return (
    <div>
      <div className={styles.pagerNav}>
        <button type="button" className={styles.arrow} onClick={slots.previous} disabled={!slots.hasPrevious} aria-label="Previous days">
          ‹
        </button>
        <span className={styles.pageInfo}>
          Page {slots.page + 1} of {slots.pageCount}
        </span>
        <button type="button" className={styles.arrow} onClick={slots.next} disabled={!slots.hasNext} aria-label="Next days">
          ›
        </button>
      </div>
      <ul className={styles.slotGrid} aria-label="Available days">
        {slots.days.map((day) => {
          const label = dayLabel(day.date);
          return (
            <li key={day.date} className={styles.dayColumn} data-day={day.date}>
              <h4 className={styles.dayHead}>
                <span>{label.weekday}</span> {label.day}
              </h4>
              <ul className={styles.times} aria-label={label.full}>
                {day.slots.length === 0 ? <li className={styles.noTimes}>No times</li> : null}
                {day.slots.map((slot) => (
                  <li key={slot.appointmentid}>
                    <button
                      type="button"
                      className={styles.slot}
                      onClick={() => onChoose(slot)}
                      aria-label={`${slotTimeLabel(slot.starttime)}, ${label.full}`}
                    >
                      {slotTimeLabel(slot.starttime)}
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
