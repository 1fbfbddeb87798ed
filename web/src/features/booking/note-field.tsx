import { BOOKING_LIMITS } from '@clinic/core';
import controls from './form-controls.module.css';
import { coreText } from '../../i18n/core-text';

interface NoteFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  onValue(value: string): void;
}

/** A note for the front desk: 250 characters with a counter (booking.md §5), sent as the booking note. */
export function NoteField({ id, label, value, error, onValue }: NoteFieldProps) {
  return (
    <div className={controls.field}>
      <label className={controls.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={controls.textarea}
        rows={3}
        maxLength={BOOKING_LIMITS.notesMaxLength}
        value={value}
        aria-describedby={`${id}-count`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onValue(e.target.value)}
      />
      <p id={`${id}-count`} className={controls.counter}>
        {value.length}/{BOOKING_LIMITS.notesMaxLength} characters
      </p>
      {error ? <p className={controls.error}>{coreText(error)}</p> : null}
    </div>
  );
}
