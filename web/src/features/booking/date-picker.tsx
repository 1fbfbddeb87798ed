import { addClinicDays, BOOKING_LIMITS, clinicWeekday, daysInMonth, formatUsDate, parseUsDate, type ClinicDate } from '@clinic/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styles from './date-picker.module.css';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

interface DatePickerProps {
  value: string;
  /** The clinic's date: the last selectable year, and where the calendar opens without a value. */
  today: ClinicDate;
  onSelect(date: string): void;
  onClose(): void;
}

/** The date-of-birth calendar: month and year selectors (100 years back), arrows move, Enter picks, Escape closes. */
export function DatePicker({ value, today, onSelect, onClose }: DatePickerProps) {
  const [focused, setFocused] = useState<ClinicDate>(() => parseUsDate(value) ?? today);
  const grid = useRef<HTMLDivElement>(null);
  const years = Array.from({ length: BOOKING_LIMITS.datePickerYearsBack + 1 }, (_, i) => today.year - i);
  const lead = clinicWeekday({ ...focused, day: 1 });
  const count = daysInMonth(focused.year, focused.month);

  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>('[data-focused="true"]')?.focus();
  }, [focused]);

  const setMonth = (year: number, month: number) => setFocused({ year, month, day: Math.min(focused.day, daysInMonth(year, month)) });
  const onKey = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setFocused(addClinicDays(focused, move));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(formatUsDate(focused));
    }
  };

  return (
    <div className={styles.popup} role="dialog" aria-label="Choose date of birth" onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        // Only the calendar closes, not the booking dialog around it.
        e.preventDefault();
        e.stopPropagation();
        onClose();
      }}>
      <div className={styles.selectors}>
        <select aria-label="Month" value={focused.month} onChange={(e) => setMonth(focused.year, Number(e.target.value))}>
          {MONTHS.map((m, i) => <option key={m} value={i + 1}>{m}</option>)}
        </select>
        <select aria-label="Year" value={focused.year} onChange={(e) => setMonth(Number(e.target.value), focused.month)}>
          {years.map((y) => <option key={y} value={y}>{y}</option>)}
        </select>
      </div>
      <div className={styles.weekdays} aria-hidden="true">{WEEKDAYS.map((d) => <span key={d}>{d}</span>)}</div>
      <div ref={grid} className={styles.days} role="grid" aria-label={`${MONTHS[focused.month - 1]} ${focused.year}`} onKeyDown={onKey}>
        {Array.from({ length: lead }, (_, i) => <span key={`blank-${i}`} />)}
        {Array.from({ length: count }, (_, i) => {
          const day = { ...focused, day: i + 1 };
          const isFocused = day.day === focused.day;
          return (
            <button key={day.day} type="button" role="gridcell" tabIndex={isFocused ? 0 : -1} data-focused={isFocused}
              aria-selected={formatUsDate(day) === value} aria-label={`${MONTHS[day.month - 1]} ${day.day}, ${day.year}`}
              className={styles.day} onClick={() => onSelect(formatUsDate(day))}>
              {day.day}
            </button>
          );
        })}
      </div>
      <button type="button" className={styles.closeButton} onClick={onClose}>Close calendar</button>
    </div>
  );
}
