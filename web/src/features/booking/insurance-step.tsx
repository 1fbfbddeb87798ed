import {
  applyInsurancePackage,
  applyRelationship,
  formatDobInput,
  INSURANCE_PACKAGES,
  isSelfPay,
  REFERRAL_SOURCES,
  RELATIONSHIPS,
  SELF_RELATIONSHIP_ID,
  type InsuranceForm,
} from '@clinic/core';
import { useRef } from 'react';
import type { BookingWizard } from './hooks/use-booking-wizard';
import { ErrorBox } from './error-box';
import { NoteField } from './note-field';
import { StepActions } from './step-actions';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import layout from './step-layout.module.css';
import { t } from '../../i18n/catalog';
import { coreText } from '../../i18n/core-text';

const sexes = () => [
  { id: 'M', name: t('booking.male') },
  { id: 'F', name: t('booking.female') },
];
/**
 * A list's choices with their names in the page's language: the option's value stays what athena gets (the package
 * or relationship id, the referral source's English value); insurers' names are names and come back as they are.
 */
const inPageLanguage = (options: readonly { id: string; name: string }[]) => options.map(({ id, name }) => ({ id, name: coreText(name) }));
const referralSources = () => inPageLanguage(REFERRAL_SOURCES.map((source) => ({ id: source, name: source })));

/** Wizard step 3, insurance or self-pay, then booking (booking.md §2, §4, §5). */
export function InsuranceStep({ wizard }: { wizard: BookingWizard }) {
  const { state, setInsuranceForm, submitInsurance, back } = wizard;
  const form = state.insuranceForm;
  const errors = state.insuranceErrors;
  const formRef = useRef<HTMLFormElement>(null);
  const expectInvalid = useFocusFirstInvalid(formRef, errors);
  const set = <K extends keyof InsuranceForm>(field: K, value: InsuranceForm[K]) =>
    setInsuranceForm((f) => ({ ...f, [field]: value }), field);
  const selfPay = isSelfPay(form.insurancePackageId);
  // "Self" books with the patient of step 2 as policy holder (booking.md §4): those fields show it and are not edited here.
  const self = form.relationshipId === SELF_RELATIONSHIP_ID;
  const selfHelper = self ? t('booking.fromStep2') : undefined;
  if (state.insuranceOnFile) return <PolicyOnFile wizard={wizard} />;

  return (
    <form
      ref={formRef}
      className={layout.stepForm}
      noValidate
      aria-labelledby="booking-insurance-title"
      onSubmit={(e) => {
        e.preventDefault();
        expectInvalid();
        void submitInsurance();
      }}
    >
      <h3 id="booking-insurance-title" className={layout.stepTitle}>
        {t('booking.stepInsurance')}
      </h3>
      <ErrorBox message={state.error} />
      <div className={layout.formGrid}>
        <SelectField
          id="insurance-package"
          label={t('booking.insuranceProvider')}
          placeholder={t('booking.selectInsurance')}
          options={inPageLanguage(INSURANCE_PACKAGES)}
          value={form.insurancePackageId}
          error={errors.insurancePackageId}
          onValue={(v) => setInsuranceForm((f) => applyInsurancePackage(f, v), 'insurancePackageId')}
        />
        {selfPay ? null : (
          <>
            <TextField
              id="insurance-id"
              label={t('booking.insuranceId')}
              value={form.insuranceIdNumber}
              error={errors.insuranceIdNumber}
              onValue={(v) => set('insuranceIdNumber', v)}
            />
            <TextField
              id="insurance-policy"
              label={t('booking.policyNumber')}
              value={form.policyNumber}
              error={errors.policyNumber}
              onValue={(v) => set('policyNumber', v)}
            />
            <SelectField
              id="insurance-relationship"
              label={t('booking.relationship')}
              placeholder={t('booking.selectRelationship')}
              options={inPageLanguage(RELATIONSHIPS)}
              value={form.relationshipId}
              error={errors.relationshipId}
              onValue={(v) => setInsuranceForm((f) => applyRelationship(f, v, state.patientForm), 'relationshipId')}
            />
            <TextField
              id="holder-first-name"
              label={t('booking.holderFirstName')}
              value={form.policyHolderFirstName}
              readOnly={self}
              helper={selfHelper}
              error={errors.policyHolderFirstName}
              onValue={(v) => set('policyHolderFirstName', v)}
            />
            <TextField
              id="holder-last-name"
              label={t('booking.holderLastName')}
              value={form.policyHolderLastName}
              readOnly={self}
              helper={selfHelper}
              error={errors.policyHolderLastName}
              onValue={(v) => set('policyHolderLastName', v)}
            />
            <SelectField
              id="holder-sex"
              label={t('booking.holderSex')}
              placeholder={t('booking.select')}
              options={sexes()}
              value={form.policyHolderSex}
              onValue={(v) => set('policyHolderSex', v === 'M' || v === 'F' ? v : '')}
            />
            <TextField
              id="holder-dob"
              label={t('booking.holderDob')}
              inputMode="numeric"
              placeholder={t('booking.dobPlaceholder')}
              maxLength={10}
              readOnly={self}
              helper={selfHelper}
              value={form.policyHolderDob}
              error={errors.policyHolderDob}
              onValue={(v) => set('policyHolderDob', formatDobInput(v))}
            />
          </>
        )}
        <SelectField
          id="referral-source"
          label={t('booking.referral')}
          placeholder={t('booking.selectOption')}
          options={referralSources()}
          value={form.referralSource}
          onValue={(v) => set('referralSource', v)}
        />
      </div>
      <InsuranceNotes value={form.notes} error={errors.notes} onValue={(v) => set('notes', v)} />
      <StepActions onBack={back} submitting={state.submitting} label={t('booking.book')} busyLabel={t('booking.booking')} />
    </form>
  );
}

/** Step 3 for a patient whose policy is on file: the booking is retried with it, no insurance is asked again. */
function PolicyOnFile({ wizard }: { wizard: BookingWizard }) {
  const { state, setInsuranceForm, submitInsurance, back } = wizard;
  return (
    <form
      className={layout.stepForm}
      noValidate
      aria-labelledby="booking-insurance-title"
      onSubmit={(e) => {
        e.preventDefault();
        void submitInsurance();
      }}
    >
      <h3 id="booking-insurance-title" className={layout.stepTitle}>
        {t('booking.stepInsurance')}
      </h3>
      <ErrorBox message={state.error} />
      <p>{t('booking.policyOnFile')}</p>
      <InsuranceNotes
        value={state.insuranceForm.notes}
        error={state.insuranceErrors.notes}
        onValue={(notes) => setInsuranceForm((f) => ({ ...f, notes }), 'notes')}
      />
      <StepActions onBack={back} submitting={state.submitting} label={t('booking.book')} busyLabel={t('booking.booking')} />
    </form>
  );
}

function InsuranceNotes(props: { value: string; error: string | undefined; onValue(value: string): void }) {
  return <NoteField id="insurance-notes" label={t('booking.visitNotes')} {...props} />;
}
