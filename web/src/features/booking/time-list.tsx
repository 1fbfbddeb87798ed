import { groupSlotsByDay, type OpenSlot } from '@clinic/core';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../components/ui/button-class';
import { ProviderAvatar } from './provider-avatar';
import { clinicName, rosterEntry } from './provider-facts';
import styles from './time-list.module.css';
import { t } from '../../i18n/catalog';
import { dayLabels, timeLabel } from '../../i18n/clinic-dates';

// Enough to fill a phone's first screen and a bit; the day picker reaches the rest without scrolling through it.
const TIMES_PER_PAGE = 12;

/** The soonest times, grouped by clinic day, each naming its provider and clinic (issue #31). */
export function TimeList({ times, onChoose }: { times: readonly OpenSlot[]; onChoose(slot: OpenSlot): void }) {
  const [shown, setShown] = useState(TIMES_PER_PAGE);
  useEffect(() => setShown(TIMES_PER_PAGE), [times]);
  const days = groupSlotsByDay(times.slice(0, shown));
  return (
    <>
      <ol className={styles.days} aria-label={t('booking.soonestTimes')}>
        {days.map((day) => {
          const label = dayLabels(day.date);
          return (
            <li key={day.date} data-day={day.date}>
              <h4 className={styles.dayHead}>{label.full}</h4>
              <ul className={styles.times} aria-label={label.full}>
                {day.slots.map((slot) => (
                  <li key={slot.appointmentid}>
                    <TimeButton slot={slot} day={label.full} onChoose={onChoose} />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      {times.length > shown ? (
        <button type="button" className={buttonClass('secondary', 'small')} onClick={() => setShown(shown + TIMES_PER_PAGE)}>
          {t('booking.showMoreTimes')}
        </button>
      ) : null}
    </>
  );
}

function TimeButton({ slot, day, onChoose }: { slot: OpenSlot; day: string; onChoose(slot: OpenSlot): void }) {
  const entry = rosterEntry(slot.providerid);
  // A provider the site does not list (the IV room) is named by what the time is for.
  const name = entry?.name ?? slot.patientappointmenttypename ?? slot.appointmenttype;
  const clinic = clinicName(slot.departmentid);
  const time = timeLabel(slot.starttime);
  return (
    // The name starts with what the row shows, in its order (time, provider, clinic), so speech input finds it by
    // what the patient reads; the day, shown in the group's heading, comes last.
    <button type="button" className={styles.time} onClick={() => onChoose(slot)} aria-label={`${time}, ${name}, ${clinic}, ${day}`}>
      {/* The spaces keep the words apart for tools that read the row's text (axe's name check, speech input). */}
      <span className={styles.clock}>{time}</span> <ProviderAvatar name={name} image={entry?.image} small />{' '}
      <span className={styles.who}>
        <span className={styles.name}>{name}</span> <span className={styles.where}>{clinic}</span>
      </span>
    </button>
  );
}
