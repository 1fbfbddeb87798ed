import { NO_MATCHING_PATIENT_MESSAGE, OFFICE_PHONE, OFFICE_PHONE_TEL } from '@clinic/core';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../components/ui/button-class';
import boxes from './error-box.module.css';
import { t } from '../../i18n/catalog';
import { richMessage } from '../../i18n/rich-message';
import { coreText } from '../../i18n/core-text';

/**
 * Step 2 when a visitor who said "existing" matches no record: nothing was registered, and the three ways on are
 * offered. The text names no field and does not say whether such a person exists.
 */
export function NoMatchNotice({ submitting, onContinueAsNew }: { submitting: boolean; onContinueAsNew(): void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
    box.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <div ref={box} className={boxes.notice} role="alert" tabIndex={-1} data-error-box>
      <p>{coreText(NO_MATCHING_PATIENT_MESSAGE)}</p>
      <p>{richMessage('booking.noMatch', { phone: <a href={OFFICE_PHONE_TEL}>{OFFICE_PHONE}</a> })}</p>
      <button type="button" className={buttonClass('secondary', 'small')} onClick={onContinueAsNew} disabled={submitting}>
        {t('booking.continueAsNew')}
      </button>
    </div>
  );
}
