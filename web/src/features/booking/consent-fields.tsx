import type { PatientForm } from '@clinic/core';
import { useState } from 'react';
import { LegalDialog, type LegalDocument } from './legal-dialog';
import styles from './consent-fields.module.css';
import links from './link-button.module.css';
import controls from './form-controls.module.css';
import { t } from '../../i18n/catalog';
import { richMessage } from '../../i18n/rich-message';
import { coreText } from '../../i18n/core-text';

interface ConsentFieldsProps {
  form: PatientForm;
  errors: Partial<Record<string, string>>;
  onChange(field: 'privacyPolicy' | 'textMessages', value: boolean): void;
}

/** The two required consents of step 2 and their one combined message (booking.md §5). */
export function ConsentFields({ form, errors, onChange }: ConsentFieldsProps) {
  const [legal, setLegal] = useState<LegalDocument>();
  const message = errors.consent;
  return (
    <fieldset className={`${controls.fieldset} ${styles.consents}`}>
      <legend className={controls.label}>{t('booking.consent')}</legend>
      <div className={controls.choice}>
        <input
          id="consent-privacy"
          type="checkbox"
          checked={form.privacyPolicy}
          aria-invalid={errors.privacyPolicy ? true : undefined}
          aria-describedby={message ? 'consent-error' : undefined}
          onChange={(e) => onChange('privacyPolicy', e.target.checked)}
        />
        <label htmlFor="consent-privacy">{t('booking.consentPrivacy')}</label>
      </div>
      <p className={styles.legalLinks}>
        {richMessage('booking.readLegal', {
          privacy: (
            <button type="button" className={links.linkButton} onClick={() => setLegal('privacy')}>
              {t('booking.privacyPolicy')}
            </button>
          ),
          terms: (
            <button type="button" className={links.linkButton} onClick={() => setLegal('terms')}>
              {t('booking.termsOfUse')}
            </button>
          ),
        })}
      </p>
      <div className={controls.choice}>
        <input
          id="consent-texts"
          type="checkbox"
          checked={form.textMessages}
          aria-invalid={errors.textMessages ? true : undefined}
          aria-describedby={message ? 'consent-error' : undefined}
          onChange={(e) => onChange('textMessages', e.target.checked)}
        />
        <label htmlFor="consent-texts">{t('booking.consentTexts')}</label>
      </div>
      {message ? (
        <p id="consent-error" className={controls.error}>
          {coreText(message)}
        </p>
      ) : null}
      {legal ? <LegalDialog document={legal} onClose={() => setLegal(undefined)} /> : null}
    </fieldset>
  );
}
