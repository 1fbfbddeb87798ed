import { maskPhone, type ClinicDate, type PatientForm, type PatientType } from '@clinic/core';
import { useRef } from 'react';
import type { BookingWizard } from './hooks/use-booking-wizard';
import { ConsentFields } from './consent-fields';
import { DateOfBirthField } from './date-of-birth-field';
import { ErrorBox } from './error-box';
import { NoMatchNotice } from './no-match-notice';
import { NoteField } from './note-field';
import { StepActions } from './step-actions';
import { TextField } from './text-field';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import styles from './patient-step.module.css';
import controls from './form-controls.module.css';
import layout from './step-layout.module.css';
import { t } from '../../i18n/catalog';

/**
 * Wizard step 2, patient details: every field, mask and message of booking.md §5 (validation in the core). An
 * existing patient may skip step 3 and its notes, so step 2 asks them for a note to the office.
 */
export function PatientStep({ wizard, today, patientType }: { wizard: BookingWizard; today: ClinicDate; patientType: PatientType }) {
  const { state, setPatientForm, submitPatient, continueAsNewPatient, setVisitNote, back } = wizard;
  const form = state.patientForm;
  const errors = state.patientErrors;
  const formRef = useRef<HTMLFormElement>(null);
  const expectInvalid = useFocusFirstInvalid(formRef, errors);
  const set = <K extends keyof PatientForm>(field: K, value: PatientForm[K]) => setPatientForm((f) => ({ ...f, [field]: value }), field);

  return (
    <form
      ref={formRef}
      className={layout.stepForm}
      noValidate
      aria-labelledby="booking-patient-title"
      onSubmit={(e) => {
        e.preventDefault();
        expectInvalid();
        void submitPatient();
      }}
    >
      <h3 id="booking-patient-title" className={layout.stepTitle}>
        {t('booking.patientTitle')}
      </h3>
      <ErrorBox message={state.error} />
      {state.noMatch ? <NoMatchNotice submitting={state.submitting} onContinueAsNew={continueAsNewPatient} /> : null}
      <div className={layout.formGrid}>
        <TextField
          id="patient-first-name"
          label={t('booking.firstName')}
          autoComplete="given-name"
          value={form.firstName}
          error={errors.firstName}
          onValue={(v) => set('firstName', v)}
        />
        <TextField
          id="patient-last-name"
          label={t('booking.lastName')}
          autoComplete="family-name"
          value={form.lastName}
          error={errors.lastName}
          onValue={(v) => set('lastName', v)}
        />
        <TextField
          id="patient-phone"
          label={t('booking.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="(555) 555-5555"
          helper={t('booking.phoneHelper')}
          value={form.phoneNumber}
          error={errors.phoneNumber}
          onValue={(v) => set('phoneNumber', maskPhone(v))}
        />
        <TextField
          id="patient-email"
          label={t('booking.email')}
          type="email"
          autoComplete="email"
          value={form.email}
          error={errors.email}
          onValue={(v) => set('email', v)}
        />
        <DateOfBirthField
          id="patient-dob"
          value={form.dateOfBirth}
          error={errors.dateOfBirth}
          today={today}
          onValue={(v) => set('dateOfBirth', v)}
        />
        <fieldset className={controls.fieldset}>
          <legend className={controls.label}>{t('booking.sexOptional')}</legend>
          <div className={styles.inlineChoices}>
            {(['male', 'female'] as const).map((sex) => (
              <label key={sex} className={controls.choice}>
                <input type="radio" name="patient-sex" checked={form.sex === sex} onChange={() => set('sex', sex)} />
                {sex === 'male' ? t('booking.male') : t('booking.female')}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {patientType === 'existing' ? (
        <NoteField id="patient-visit-note" label={t('booking.officeNote')} value={state.visitNote} onValue={setVisitNote} />
      ) : null}
      <ConsentFields form={form} errors={errors} onChange={(field, value) => set(field, value)} />
      <StepActions onBack={back} submitting={state.submitting} label={t('booking.continue')} busyLabel={t('booking.pleaseWait')} />
    </form>
  );
}
