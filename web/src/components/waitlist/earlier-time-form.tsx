import { formatIsoDate, parseIsoDate, parseUsDate, addClinicDays, formatUsDate, type UsDate, type WaitlistChoices } from '@clinic/core';
import { useId, useState } from 'react';
import { buttonClass } from '../ui/button-class';
import { LinkedText } from '../ui/linked-text';
import styles from './earlier-time-form.module.css';
import { calendarNames } from '../../i18n/calendar-names';
import { activeLanguage, t } from '../../i18n/catalog';
import { coreText } from '../../i18n/core-text';

const DAYS = [
  [1, 'Mon'],
  [2, 'Tue'],
  [3, 'Wed'],
  [4, 'Thu'],
  [5, 'Fri'],
  [6, 'Sat'],
] as const;

/** Monday to Saturday: "Mon" in English as the form always had it, the language's own short names elsewhere. */
const weekdayLabels = (): ReadonlyArray<readonly [number, string]> => {
  if (activeLanguage() === 'en') return DAYS;
  const { weekdays } = calendarNames();
  return DAYS.map(([day]) => [day, weekdays[day]!] as const);
};

type Outcome = { ok: true } | { ok: false; message: string };

interface EarlierTimeFormProps {
  /** The booked appointment's clinic date (MM/DD/YYYY): offers stop the day before it at the latest. */
  bookedDate: string;
  providerName: string;
  /** The choices already on the list (the manage page), or none. */
  current?: WaitlistChoices | null;
  onSave(choices: WaitlistChoices): Promise<Outcome>;
  /** Off the list (the manage page); absent where a patient cannot leave from (the confirmation step). */
  onLeave?: () => Promise<Outcome>;
}

/** The day before the booked date as YYYY-MM-DD, the date field's default and latest value. */
function dayBefore(bookedDate: string): string {
  const booked = parseUsDate(bookedDate);
  return booked ? formatIsoDate(addClinicDays(booked, -1)) : '';
}

/**
 * "Tell me if an earlier time opens" (issue #33): the same provider or anyone at the clinic, the days and part of
 * day that suit, and until when. Shared by the dialog's confirmation step and the manage page.
 */
export function EarlierTimeForm({ bookedDate, providerName, current, onSave, onLeave }: EarlierTimeFormProps) {
  const id = useId();
  const [open, setOpen] = useState(Boolean(current));
  const [onList, setOnList] = useState(Boolean(current));
  const [providerChoice, setProviderChoice] = useState(current?.providerChoice ?? 'same');
  const [weekdays, setWeekdays] = useState<number[]>(current?.weekdays ?? [1, 2, 3, 4, 5]);
  const [partOfDay, setPartOfDay] = useState(current?.partOfDay ?? 'any');
  const latest = dayBefore(bookedDate);
  const [until, setUntil] = useState(current ? formatIsoDate(parseUsDate(current.endDate)!) : latest);
  const [message, setMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (!open)
    return (
      <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(true)}>
        {t('booking.waitlistOffer')}
      </button>
    );

  async function run(action: () => Promise<Outcome>, done: string, listed: boolean) {
    setBusy(true);
    const outcome = await action();
    setBusy(false);
    if (outcome.ok) setOnList(listed);
    setMessage(outcome.ok ? done : outcome.message);
  }

  function save() {
    const end = parseIsoDate(until);
    if (!end || weekdays.length === 0) return setMessage(t('booking.waitlistPickDays'));
    const choices = { providerChoice, weekdays, partOfDay, endDate: formatUsDate(end) as UsDate };
    void run(() => onSave(choices), t('booking.waitlistJoined'), true);
  }

  const toggle = (day: number) => setWeekdays((days) => (days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort()));
  return (
    <fieldset className={styles.form}>
      <legend>{t('booking.waitlistOffer')}</legend>
      <div role="radiogroup" aria-label={t('booking.waitlistWhichProvider')}>
        <label>
          <input type="radio" name={`${id}-provider`} checked={providerChoice === 'same'} onChange={() => setProviderChoice('same')} />{' '}
          {t('booking.waitlistOnly', { provider: providerName })}
        </label>
        <label>
          <input type="radio" name={`${id}-provider`} checked={providerChoice === 'any'} onChange={() => setProviderChoice('any')} />{' '}
          {t('booking.waitlistAnyProvider')}
        </label>
      </div>
      <div role="group" aria-label={t('booking.waitlistDays')} className={styles.days}>
        {weekdayLabels().map(([day, label]) => (
          <label key={day}>
            <input type="checkbox" checked={weekdays.includes(day)} onChange={() => toggle(day)} /> {label}
          </label>
        ))}
      </div>
      <label>
        {t('booking.waitlistTimeOfDay')}{' '}
        <select value={partOfDay} onChange={(e) => setPartOfDay(e.target.value as WaitlistChoices['partOfDay'])}>
          <option value="any">{t('booking.waitlistAnyTime')}</option>
          <option value="morning">{t('booking.waitlistMornings')}</option>
          <option value="afternoon">{t('booking.waitlistAfternoons')}</option>
        </select>
      </label>
      <label>
        {t('booking.waitlistUntil')} <input type="date" value={until} max={latest} onChange={(e) => setUntil(e.target.value)} />
      </label>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('primary', 'small')} disabled={busy} onClick={save}>
          {onList ? t('booking.waitlistSave') : t('booking.waitlistTellMe')}
        </button>
        {onLeave && onList ? (
          <button
            type="button"
            className={buttonClass('secondary', 'small')}
            disabled={busy}
            onClick={() => void run(onLeave, t('booking.waitlistLeft'), false)}
          >
            {t('booking.waitlistStop')}
          </button>
        ) : null}
      </div>
      {message ? (
        <p role="status" className={styles.message}>
          <LinkedText text={coreText(message)} />
        </p>
      ) : null}
    </fieldset>
  );
}
