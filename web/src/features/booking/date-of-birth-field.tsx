import { formatDobInput, type ClinicDate } from '@clinic/core';
import { useRef, useState } from 'react';
import { CalendarIcon } from '../../components/icons/icons';
import { DatePicker } from './date-picker';
import { TextField } from './text-field';
import styles from './date-of-birth-field.module.css';
import { t } from '../../i18n/catalog';

interface DateOfBirthFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  /** The clinic's date: the calendar's last year. */
  today: ClinicDate;
  onValue(value: string): void;
  /**
   * Its words, when the field is shown before the dialog's messages are in (the manage page's first step, which
   * loads them only after first paint); the dialog's own by default.
   */
  texts?: { label: string; placeholder: string; openCalendar: string };
}

/** The date-of-birth input of the dialog (and of the manage page): typed slashes filled in, or a calendar. */
export function DateOfBirthField({ id, value, error, today, onValue, texts }: DateOfBirthFieldProps) {
  const [calendar, setCalendar] = useState(false);
  const calendarButton = useRef<HTMLButtonElement>(null);
  // Closing the calendar (a day picked, Escape, Close) gives the focus back to the button that opened it.
  const closeCalendar = () => {
    setCalendar(false);
    calendarButton.current?.focus();
  };
  return (
    <div className={styles.dobField}>
      <TextField
        id={id}
        label={texts?.label ?? t('booking.dob')}
        inputMode="numeric"
        placeholder={texts?.placeholder ?? t('booking.dobPlaceholder')}
        maxLength={10}
        autoComplete="bday"
        value={value}
        error={error}
        onValue={(v) => onValue(formatDobInput(v))}
        addon={
          <button
            ref={calendarButton}
            type="button"
            className={styles.calendarButton}
            aria-label={texts?.openCalendar ?? t('booking.openCalendar')}
            aria-expanded={calendar}
            onClick={() => setCalendar((open) => !open)}
          >
            <CalendarIcon />
          </button>
        }
      />
      {calendar ? (
        <DatePicker
          value={value}
          today={today}
          onClose={closeCalendar}
          onSelect={(d) => {
            onValue(d);
            closeCalendar();
          }}
        />
      ) : null}
    </div>
  );
}
