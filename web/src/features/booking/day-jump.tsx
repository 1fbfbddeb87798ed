import { clinicDateOf, formatIsoDate, formatUsDate, jumpToDay, parseIsoDate, slotSearchWindow, type SlotDay } from '@clinic/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useCore } from './hooks/core-provider';
import type { UsDate } from '@clinic/core';
import styles from './day-jump.module.css';
import { t } from '../../i18n/catalog';
import { dayLabels } from '../../i18n/clinic-dates';

interface DayJumpProps {
  /** The search's days with times, in order. */
  days: readonly SlotDay[];
  /** Shows the page of day columns that holds the day jumped to. */
  onPage(page: number): void;
}

const full = (date: UsDate) => dayLabels(date).full;

/**
 * "Jump to a date" over the 90 searched days (issue 19 item 13): a patient after week 8 picks a date instead of paging
 * through seven weeks. The focus goes to the first time of the first day with times on or after it, and the status
 * line says when that is not the chosen day. Dates are the clinic's: the window starts on its today, not the machine's.
 */
export function DayJump({ days, onPage }: DayJumpProps) {
  const { clock } = useCore();
  const searched = slotSearchWindow(clinicDateOf(clock.now()));
  const [value, setValue] = useState('');
  const [message, setMessage] = useState('');
  // A new object on every jump, so jumping twice to the same day moves the focus again.
  const [target, setTarget] = useState<{ date: string }>();
  const form = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const messageId = useId();

  useEffect(() => {
    // Runs once the page holding the day is shown: the day columns carry their date. The time is centred rather
    // than scrolled just into view, so on a phone it is not left under the window's edge.
    if (!target) return;
    const time = form.current?.closest('section')?.querySelector<HTMLElement>(`[data-day="${target.date}"] button`);
    time?.focus({ preventScroll: true });
    time?.scrollIntoView({ block: 'center' });
  }, [target]);

  const jump = () => {
    const chosen = parseIsoDate(value);
    const found = chosen ? jumpToDay(days, chosen, searched) : ({ kind: 'outside' } as const);
    if (!chosen || found.kind === 'outside') {
      setMessage(t('booking.jumpRange', { first: full(formatUsDate(searched.first)), last: full(formatUsDate(searched.last)) }));
      return;
    }
    const asked = full(formatUsDate(chosen));
    if (found.kind === 'none-after') {
      setMessage(t('booking.jumpNone', { date: asked }));
      return;
    }
    const date = days[found.index]!.date;
    onPage(found.page);
    setMessage(found.exact ? t('booking.jumpShowing', { date: asked }) : t('booking.jumpNext', { date: asked, next: full(date) }));
    setTarget({ date });
  };

  return (
    <form
      ref={form}
      className={styles.jump}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        jump();
      }}
    >
      <label className={styles.label} htmlFor={inputId}>
        {t('booking.jumpToDate')}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          type="date"
          value={value}
          aria-describedby={messageId}
          min={formatIsoDate(searched.first)}
          max={formatIsoDate(searched.last)}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className={styles.button}>
          {t('booking.showTimes')}
        </button>
      </div>
      <p id={messageId} className={styles.message} role="status">
        {message}
      </p>
    </form>
  );
}
