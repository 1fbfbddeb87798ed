import type { BookingMode, PatientType, SearchAction } from '@clinic/core';
import type { Dispatch } from 'react';
import { ChoiceGroup } from './choice-group';
import styles from './search-form.module.css';

const BOOKING_TYPES = [
  { value: 'appointment', label: 'Book Appointment' },
  { value: 'iv', label: 'Book IV Service' },
] as const;
const PATIENT_TYPES = [
  { value: 'new', label: 'New Patient' },
  { value: 'existing', label: 'Existing Patient' },
] as const;

/**
 * Booking type and patient type (booking.md §2, step 1; defaults Appointment and New Patient): one pair for both
 * the soonest times and the search screen, kept in the search state so switching between them keeps the choice.
 */
export function BookingChoices({
  mode,
  patientType,
  dispatch,
}: {
  mode: BookingMode;
  patientType: PatientType;
  dispatch: Dispatch<SearchAction>;
}) {
  return (
    <div className={styles.choiceRow}>
      <ChoiceGroup<BookingMode>
        legend="Select Booking Type"
        name="booking-type"
        value={mode}
        options={BOOKING_TYPES}
        onChange={(next) => dispatch({ type: 'bookingTypeChanged', mode: next })}
      />
      <ChoiceGroup<PatientType>
        legend="Patient Type"
        name="patient-type"
        value={patientType}
        options={PATIENT_TYPES}
        onChange={(next) => dispatch({ type: 'patientTypeChanged', patientType: next })}
      />
    </div>
  );
}
