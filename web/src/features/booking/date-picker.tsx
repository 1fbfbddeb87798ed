import { addClinicDays, BOOKING_LIMITS, clinicWeekday, daysInMonth, formatUsDate, parseUsDate, type ClinicDate } from '@clinic/core';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styles from './date-picker.module.css';
import { t } from '../../i18n/catalog';
import { calendarNames } from '../../i18n/calendar-names';

const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

interface DatePickerProps {
  value: string;
  /** The clinic's date: the last selectable year, and where the calendar opens without a value. */
  today: ClinicDate;
  onSelect(date: string): void;
  onClose(): void;
}

const POPUP_GAP_PX = 4;

/** The date-of-birth calendar: month and year selectors (100 years back), arrows move, Enter picks, Escape closes. */
export function DatePicker({ value, today, onSelect, onClose }: DatePickerProps) {
  const { months: MONTHS, weekdays: WEEKDAYS, weekdayNames: WEEKDAY_NAMES, dateLabel } = calendarNames();
  const [focused, setFocused] = useState<ClinicDate>(() => parseUsDate(value) ?? today);
  const grid = useRef<HTMLDivElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const [above, setAbove] = useState(false);
  const years = Array.from({ length: BOOKING_LIMITS.datePickerYearsBack + 1 }, (_, i) => today.year - i);
  const lead = clinicWeekday({ ...focused, day: 1 });
  const count = daysInMonth(focused.year, focused.month);

  // Opens upward when the window has no room for it below the field but has room above (a 900 px-high laptop):
  // the dialog is scroll-locked, so a calendar hanging off the bottom would hide its last week and Close button.
  useLayoutEffect(() => {
    const box = popup.current;
    const field = box?.offsetParent;
    if (!box || !(field instanceof HTMLElement)) return;
    const { top, bottom } = field.getBoundingClientRect();
    const needed = box.offsetHeight + POPUP_GAP_PX;
    setAbove(window.innerHeight - bottom < needed && top >= needed);
  }, []);

  // Arrow keys move the focus with the day; the month and year selects keep theirs.
  const moveFocus = useRef(true);
  useEffect(() => {
    if (!moveFocus.current) return;
    grid.current?.querySelector<HTMLButtonElement>('[data-focused="true"]')?.focus();
  }, [focused]);

  const setMonth = (year: number, month: number) => {
    moveFocus.current = false;
    setFocused({ year, month, day: Math.min(focused.day, daysInMonth(year, month)) });
  };
  const onKey = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (move !== undefined) {
      event.preventDefault();
      moveFocus.current = true;
      setFocused(addClinicDays(focused, move));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(formatUsDate(focused));
    }
  };

  return (
    <div
      ref={popup}
      className={above ? `${styles.popup} ${styles.above}` : styles.popup}
      role="dialog"
      aria-label={t('booking.chooseDob')}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        // Only the calendar closes, not the booking dialog around it.
        e.preventDefault();
        e.stopPropagation();
        onClose();
      }}
    >
      <div className={styles.selectors}>
        <select aria-label={t('booking.month')} value={focused.month} onChange={(e) => setMonth(focused.year, Number(e.target.value))}>
          {MONTHS.map((m, i) => (
            <option key={m} value={i + 1}>
              {m}
            </option>
          ))}
        </select>
        <select aria-label={t('booking.year')} value={focused.year} onChange={(e) => setMonth(Number(e.target.value), focused.month)}>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <div ref={grid} className={styles.grid} role="grid" aria-label={`${MONTHS[focused.month - 1]} ${focused.year}`} onKeyDown={onKey}>
        <div role="row" className={styles.weekdays}>
          {WEEKDAYS.map((d) => (
            <span key={d} role="columnheader" aria-label={WEEKDAY_NAMES[d]}>
              {d}
            </span>
          ))}
        </div>
        {weeksOf(lead, count).map((week, w) => (
          <div key={w} role="row" className={styles.days}>
            {week.map((dayNumber, i) => {
              if (dayNumber === null) return <span key={`blank-${i}`} role="gridcell" />;
              const day = { ...focused, day: dayNumber };
              const isFocused = dayNumber === focused.day;
              return (
                <button
                  key={dayNumber}
                  type="button"
                  role="gridcell"
                  tabIndex={isFocused ? 0 : -1}
                  data-focused={isFocused}
                  aria-selected={formatUsDate(day) === value}
                  aria-label={dateLabel(day)}
                  className={styles.day}
                  onClick={() => onSelect(formatUsDate(day))}
                >
                  {dayNumber}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <button type="button" className={styles.closeButton} onClick={onClose}>
        {t('booking.closeCalendar')}
      </button>
    </div>
  );
}

/** The month as weeks of seven cells (grid rows): day numbers, null before the 1st and after the last day. */
function weeksOf(lead: number, count: number): (number | null)[][] {
  const cells: (number | null)[] = [...Array.from({ length: lead }, () => null), ...Array.from({ length: count }, (_, i) => i + 1)];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}
